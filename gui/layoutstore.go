package gui

import (
	"errors"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"snowflakeid/core"
	"snowflakeid/words"
)

// Why a layout cannot be kept among the person's own under its name.
var (
	errNamePreset = errors.New("a layout the app knows has this name")
	errNameTaken  = errors.New("another of your layouts has this name")
)

// layoutStore holds the person's own layouts, kept in the settings as
// layout files, in the order made. Every tab's chooser offers them, and
// hears of every change.
type layoutStore struct {
	settings settings
	layouts  []core.Layout
	watchers []func()
}

// newLayoutStore reads the person's layouts from s; a saved one that no
// longer reads (an epoch now in the future cannot be) is left out.
func newLayoutStore(s settings, now time.Time) *layoutStore {
	st := &layoutStore{settings: s}
	for _, text := range s.prefs.StringList(prefLayouts) {
		l, err := core.ReadLayoutFile("settings", []byte(text), now)
		if err != nil {
			fyne.LogError("a saved layout could not be read", err)
			continue
		}
		st.layouts = append(st.layouts, l)
	}
	return st
}

// all returns the person's layouts.
func (st *layoutStore) all() []core.Layout {
	return slices.Clone(st.layouts)
}

// named returns the person's layout called name.
func (st *layoutStore) named(name string) (core.Layout, bool) {
	i := slices.IndexFunc(st.layouts, func(l core.Layout) bool { return l.Name == name })
	if i < 0 {
		return core.Layout{}, false
	}
	return st.layouts[i], true
}

// checkName reports why l cannot be kept under its name in place of the
// person's layout called was ("" for a new one): a preset's name, Custom,
// or another of theirs, in any case.
func (st *layoutStore) checkName(name, was string) error {
	if _, preset := core.LayoutNamed(name); preset || strings.EqualFold(name, words.CustomName) {
		return errNamePreset
	}
	for _, l := range st.layouts {
		if strings.EqualFold(l.Name, name) && l.Name != was {
			return errNameTaken
		}
	}
	return nil
}

// save keeps l among the person's layouts, in the place of the one called
// was, or last when was is "" or none is called so. l is valid and its
// name passed checkName.
func (st *layoutStore) save(l core.Layout, was string) {
	if i := slices.IndexFunc(st.layouts, func(m core.Layout) bool { return m.Name == was }); was != "" && i >= 0 {
		st.layouts[i] = l
	} else {
		st.layouts = append(st.layouts, l)
	}
	st.changed()
}

// remove forgets the person's layout called name.
func (st *layoutStore) remove(name string) {
	st.layouts = slices.DeleteFunc(st.layouts, func(l core.Layout) bool { return l.Name == name })
	st.changed()
}

// watch calls f after every change.
func (st *layoutStore) watch(f func()) {
	st.watchers = append(st.watchers, f)
}

// changed saves the layouts and tells the watchers.
func (st *layoutStore) changed() {
	texts := make([]string, len(st.layouts))
	for i, l := range st.layouts {
		texts[i] = string(core.WriteLayoutFile(l))
	}
	st.settings.prefs.SetStringList(prefLayouts, texts)
	for _, f := range st.watchers {
		f()
	}
}
