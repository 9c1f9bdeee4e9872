package gui

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/gui/components"
	"snowflakeid/words"
)

// discordStyles is the Discord timestamp style a person chose, remembered
// and shared by every place that writes Discord timestamps: a choice made
// in one shows in all.
type discordStyles struct {
	settings settings
	style    rune
	stamps   []*discordStamp
}

func newDiscordStyles(s settings) *discordStyles {
	return &discordStyles{settings: s, style: s.discordStyle()}
}

// choose remembers style and shows it wherever a stamp is.
func (d *discordStyles) choose(style rune) {
	if style == d.style {
		return
	}
	d.style = style
	d.settings.setDiscordStyle(style)
	for _, s := range d.stamps {
		s.show()
	}
}

// discordStamp is a "Discord timestamp" row: a chooser of Discord's styles,
// each written as Discord will show it in the window's language and the
// local zone, and the markup of the chosen style with a button that copies
// it.
type discordStamp struct {
	styles *discordStyles
	clock  func() time.Time
	local  *time.Location
	onCopy func(text string)

	choice *widget.Select
	value  *components.ValueText
	copy   *components.IconButton
	ms     int64
	have   bool     // there is an instant to write
	shown  stampKey // what the texts shown were written for
}

func newDiscordStamp(styles *discordStyles, clock func() time.Time, onCopy func(text string)) *discordStamp {
	s := &discordStamp{styles: styles, clock: clock, local: time.Local, onCopy: onCopy}
	s.choice = widget.NewSelect(nil, s.onChosen)
	s.choice.PlaceHolder = noValue
	s.value = components.NewValueText()
	s.copy = components.NewIconButton(theme.ContentCopyIcon(), copyTip(lang.L("discord.label")), s.onCopyMarkup)
	styles.stamps = append(styles.stamps, s)
	s.show()
	return s
}

// chooserWidth keeps the chooser wide enough to show the longest
// renderings of its styles whole, a full date and time.
const chooserWidth = 300

// content is the chooser, the markup and its copy button, in one row.
func (s *discordStamp) content() fyne.CanvasObject {
	width := canvas.NewRectangle(color.Transparent)
	width.SetMinSize(fyne.NewSize(chooserWidth, 0))
	return container.NewBorder(nil, nil, container.NewStack(width, s.choice), s.copy, s.value)
}

// setInstant writes the instant ms, or dashes when have is false.
func (s *discordStamp) setInstant(ms int64, have bool) {
	s.ms, s.have = ms, have
	s.show()
}

// show writes the chooser's options and the markup of the chosen style.
// The markup and its renderings change only with the instant's second,
// the style and, for the relative style, the present's second: an edit
// that keeps those (a sequence typed) changes nothing here.
func (s *discordStamp) show() {
	style := s.styles.style
	if !s.have {
		s.shown = stampKey{}
		s.choice.Options = nil
		s.choice.ClearSelected()
		s.choice.Disable()
		s.value.SetText(noValue)
		s.copy.Disable()
		return
	}
	now := s.clock()
	key := stampKey{second: time.UnixMilli(s.ms).Unix(), now: now.Unix(), style: style, local: s.local, shown: true}
	if key == s.shown {
		return
	}
	s.shown = key
	at := time.UnixMilli(s.ms).In(s.local)
	options := make([]string, 0, len(core.DiscordStyles))
	chosen := 0
	for i, st := range core.DiscordStyles {
		options = append(options, words.DiscordRendering(at, st, now)+"  ("+string(st)+")")
		if st == style {
			chosen = i
		}
	}
	s.choice.Options = options
	s.choice.Enable()
	s.choice.SetSelectedIndex(chosen) // calls onChosen with the same style: nothing changes
	s.value.SetText(core.DiscordTimestamp(s.ms, style))
	s.copy.Enable()
}

// stampKey is what a stamp's texts depend on.
type stampKey struct {
	second, now int64 // the instant's and the present's Unix seconds
	style       rune
	local       *time.Location
	shown       bool
}

// onChosen is a person picking a style from the chooser, whose options
// are in the order of core.DiscordStyles.
func (s *discordStamp) onChosen(string) {
	if i := s.choice.SelectedIndex(); i >= 0 && i < len(core.DiscordStyles) {
		s.styles.choose(rune(core.DiscordStyles[i]))
	}
}

// onCopyMarkup copies the markup shown.
func (s *discordStamp) onCopyMarkup() {
	if s.have {
		s.onCopy(s.value.Text)
	}
}

// discordLabel names the row.
func discordLabel() string { return lang.L("discord.label") }
