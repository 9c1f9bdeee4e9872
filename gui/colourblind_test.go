package gui

import (
	"image/color"
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"snowflakeid/core"
)

// How people with the two common kinds of red–green colour blindness see
// a colour: Machado, Oliveira and Fernandes, "A Physiologically-based Model
// for Simulation of Color Vision Deficiency" (IEEE TVCG, 2009), their
// matrices for severity 1.0, applied to linear RGB.
var (
	protanopia   = [3][3]float64{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}
	deuteranopia = [3][3]float64{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}
)

// sights are normal sight and the two simulated deficiencies.
var sights = []struct {
	name   string
	matrix *[3][3]float64
}{{"normal sight", nil}, {"protanopia", &protanopia}, {"deuteranopia", &deuteranopia}}

// seenAs is c as someone whose sight m simulates sees it, in CIELAB (D65).
func seenAs(c color.Color, m *[3][3]float64) [3]float64 {
	l := linearRGB(c)
	if m != nil {
		var s [3]float64
		for i := range 3 {
			s[i] = math.Max(0, math.Min(1, m[i][0]*l[0]+m[i][1]*l[1]+m[i][2]*l[2]))
		}
		l = s
	}
	x := (0.4124*l[0] + 0.3576*l[1] + 0.1805*l[2]) / 0.95047
	y := 0.2126*l[0] + 0.7152*l[1] + 0.0722*l[2]
	z := (0.0193*l[0] + 0.1192*l[1] + 0.9505*l[2]) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}

// deltaE2000 is the CIEDE2000 difference of two CIELAB colours: about 1 is
// the smallest difference seen side by side, 10 and more plainly two
// colours.
func deltaE2000(p, q [3]float64) float64 {
	rad, deg := math.Pi/180, 180/math.Pi
	c1, c2 := math.Hypot(p[1], p[2]), math.Hypot(q[1], q[2])
	pow7 := func(v float64) float64 { return math.Pow(v, 7) }
	g := 0.5 * (1 - math.Sqrt(pow7((c1+c2)/2)/(pow7((c1+c2)/2)+pow7(25))))
	a1, a2 := (1+g)*p[1], (1+g)*q[1]
	c1p, c2p := math.Hypot(a1, p[2]), math.Hypot(a2, q[2])
	hue := func(a, b float64) float64 {
		if a == 0 && b == 0 {
			return 0
		}
		return math.Mod(math.Atan2(b, a)*deg+360, 360)
	}
	h1, h2 := hue(a1, p[2]), hue(a2, q[2])
	dh := 0.0
	if c1p*c2p != 0 {
		dh = h2 - h1
		if dh > 180 {
			dh -= 360
		} else if dh < -180 {
			dh += 360
		}
	}
	dL, dC := q[0]-p[0], c2p-c1p
	dH := 2 * math.Sqrt(c1p*c2p) * math.Sin(dh/2*rad)
	lMean, cMean := (p[0]+q[0])/2, (c1p+c2p)/2
	hMean := h1 + h2
	if c1p*c2p != 0 {
		switch {
		case math.Abs(h1-h2) <= 180:
			hMean = (h1 + h2) / 2
		case h1+h2 < 360:
			hMean = (h1 + h2 + 360) / 2
		default:
			hMean = (h1 + h2 - 360) / 2
		}
	}
	t := 1 - 0.17*math.Cos((hMean-30)*rad) + 0.24*math.Cos(2*hMean*rad) + 0.32*math.Cos((3*hMean+6)*rad) - 0.20*math.Cos((4*hMean-63)*rad)
	rc := 2 * math.Sqrt(pow7(cMean)/(pow7(cMean)+pow7(25)))
	sl := 1 + 0.015*(lMean-50)*(lMean-50)/math.Sqrt(20+(lMean-50)*(lMean-50))
	sc, sh := 1+0.045*cMean, 1+0.015*cMean*t
	rt := -math.Sin(2*30*math.Exp(-math.Pow((hMean-275)/25, 2))*rad) * rc
	return math.Sqrt(math.Pow(dL/sl, 2) + math.Pow(dC/sc, 2) + math.Pow(dH/sh, 2) + rt*(dC/sc)*(dH/sh))
}

// TestDeltaE2000MatchesPublishedPairs checks the difference against pairs
// from Sharma, Wu and Dalal's CIEDE2000 test data (2005).
func TestDeltaE2000MatchesPublishedPairs(t *testing.T) {
	pairs := []struct {
		p, q [3]float64
		want float64
	}{
		{[3]float64{50, 2.6772, -79.7751}, [3]float64{50, 0, -82.7485}, 2.0425},
		{[3]float64{50, -1, 2}, [3]float64{50, 0, 0}, 2.3669},
		{[3]float64{50, 2.5, 0}, [3]float64{73, 25, -18}, 27.1492},
		{[3]float64{60.2574, -34.0099, 36.2677}, [3]float64{60.4626, -34.1751, 39.4387}, 1.2644},
		{[3]float64{22.7233, 20.0904, -46.694}, [3]float64{23.0331, 14.973, -42.5619}, 2.0373},
	}
	for _, pr := range pairs {
		if got := deltaE2000(pr.p, pr.q); math.Abs(got-pr.want) > 0.0001 {
			t.Errorf("ΔE2000(%v, %v) = %.4f, want %.4f", pr.p, pr.q, got, pr.want)
		}
	}
}

// minApart is how far, in CIEDE2000, neighbouring parts of the grid stay
// apart in every sight: plainly two colours.
const minApart = 15

// Neighbouring parts of the bit grid stay apart in normal sight and as
// people with protanopia and deuteranopia see them (simulated, not judged
// by eye), in both variants, in every layout the app knows and in
// thousands of random ones: every layout's neighbours take colours that
// differ. (The colours before layouts had Twitter's datacenter green and
// machine orange 6.0 apart under protanopia, and the sequence's purple 3.8
// from the timestamp's blue under deuteranopia.)
func TestNeighbouringPartsStayApart(t *testing.T) {
	test.NewTempApp(t)
	th := newAppTheme(theme.DefaultTheme())
	layouts := []core.Layout{core.Twitter.Layout(), core.Discord.Layout(), core.Scheme{Name: "Custom", Epoch: 1}.Layout()}
	for _, p := range core.LayoutPresets() {
		if !p.Wide() { // the window paints signed 64-bit IDs
			layouts = append(layouts, p.Layout)
		}
	}
	r := rand.New(rand.NewPCG(7, 31))
	for len(layouts) < 3000 {
		if l := randomLayout(r); l.Validate(testNow) == nil {
			layouts = append(layouts, l)
		}
	}
	for _, variant := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		for _, l := range layouts {
			parts := gridParts(l)
			for i := 1; i < len(parts); i++ {
				a, b := th.Color(parts[i-1].Color, variant), th.Color(parts[i].Color, variant)
				for _, s := range sights {
					if d := deltaE2000(seenAs(a, s.matrix), seenAs(b, s.matrix)); d < minApart {
						t.Fatalf("variant %d, %s: %s's parts %q (%s) and %q (%s) are %.1f apart in %s",
							variant, l.Name, l.Name, parts[i-1].Name, parts[i-1].Color, parts[i].Name, parts[i].Color, d, s.name)
					}
				}
			}
		}
	}
}

// randomLayout is a layout of 1 to 9 fields of random widths, roles and
// units, which may break the rules.
func randomLayout(r *rand.Rand) core.Layout {
	l := core.Layout{Name: "Random", Epoch: core.Epoch}
	bits := 63
	for i := range 1 + r.IntN(9) {
		f := core.Field{Name: "f" + string(rune('a'+i)), Bits: 1 + r.IntN(max(bits/2, 1)), Role: core.Role(r.IntN(3))}
		if f.Role == core.RoleTime {
			f.Unit = []time.Duration{time.Microsecond, time.Millisecond, 10 * time.Millisecond, time.Second}[r.IntN(4)]
		}
		bits -= f.Bits
		l.Fields = append(l.Fields, f)
	}
	return l
}
