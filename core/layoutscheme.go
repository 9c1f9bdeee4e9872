package core

import "slices"

// Equal reports whether l and m are the same layout: the same name,
// epoch, fields, width and form.
func (l Layout) Equal(m Layout) bool {
	return l.Name == m.Name && l.Epoch == m.Epoch && l.Width == m.Width && l.Form == m.Form && slices.Equal(l.Fields, m.Fields)
}

// Scheme returns the scheme whose layout l is ([Scheme.Layout]): Twitter's
// fields, named as that scheme names them, from any epoch. Such a
// layout's IDs are made and read as the scheme's; ok is false for every
// other layout.
func (l Layout) Scheme() (s Scheme, ok bool) {
	s = Scheme{Name: l.Name, Epoch: l.Epoch}
	fields := schemeFields[0]
	if s == Discord {
		fields = schemeFields[1]
	}
	if !slices.Equal(l.Fields, fields) {
		return Scheme{}, false
	}
	return s, true
}

// schemeFields are the fields of Twitter's layout and of Discord's, made
// once: the window asks whether a layout is a scheme's at every edit.
var schemeFields = [2][]Field{Twitter.Layout().Fields, Discord.Layout().Fields}
