package gui

import "fyne.io/fyne/v2/test"

// The monkey's actions on what the services read: the readings of a typed
// ID, the IDs of a moment and Discord timestamps.

// useReading reads the typed ID under another scheme, as a reading's Use
// does, or copies a reading's time.
func (m *monkey) useReading() {
	if !m.w.build.readings.box.Visible() {
		return
	}
	for _, row := range m.w.build.readings.rows {
		switch {
		case row.use.Visible() && m.rng.IntN(2) == 0:
			test.Tap(row.use)
			return
		case m.rng.IntN(8) == 0:
			test.Tap(row.copy)
			return
		}
	}
}

// idsOfAMoment does one thing on the IDs of a moment tab.
func (m *monkey) idsOfAMoment() {
	m.w.tabs.Select(m.w.tabs.ranges)
	r := m.w.ranges
	switch m.rng.IntN(4) {
	case 0:
		m.typeInto(r.from, m.x.field())
	case 1:
		m.typeInto(r.to, m.x.pick("", m.x.field()))
	case 2:
		m.discordStamp(r.discord)
	default:
		if row := r.rows[m.rng.IntN(len(r.rows))]; row.box.Visible() {
			test.Tap(row.copy)
		}
	}
}

// discordStamp picks a style of Discord timestamp, or copies the markup.
func (m *monkey) discordStamp(s *discordStamp) {
	if n := len(s.choice.Options); n > 0 && m.rng.IntN(2) == 0 {
		s.choice.SetSelectedIndex(m.rng.IntN(n))
		return
	}
	test.Tap(s.copy)
}
