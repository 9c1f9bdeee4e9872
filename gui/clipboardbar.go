package gui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core/find"
	"snowflakeid/gui/components"
	"snowflakeid/words"
)

// maxOfferedText is the most clipboard text the bar looks at: a few
// dozen IDs or links. Anything longer is left to the Paste button.
const maxOfferedText = 4 << 10

// clipboardBar offers the IDs on the clipboard when the window comes to
// the front, without taking the focus or changing what is shown until the
// person says so.
type clipboardBar struct {
	label    *widget.Label
	decode   *components.PrimaryButton
	dismiss  *widget.Button
	box      *fyne.Container
	frame    *fyne.Container // the bar over the rest of the window
	offered  string          // the text last offered, so it is offered once
	found    find.Found      // the one ID offered
	several  bool            // the text holds several IDs
	onDecode func(text string, found find.Found, several bool)
}

// newClipboardBar makes the bar hidden and empty; its widgets are made
// when it is first shown, to keep start-up short.
func newClipboardBar(onDecode func(text string, found find.Found, several bool)) *clipboardBar {
	c := &clipboardBar{onDecode: onDecode, box: container.NewVBox()}
	c.box.Hide()
	return c
}

// around puts the bar over content, with footer at the bottom. As the bar
// shows or hides the whole is laid out again at once: Fyne does not lay a
// container out again when a child it laid out before comes back in sight,
// and the content would keep the height it had without the bar, its last
// 45 pixels hidden under the footer.
func (c *clipboardBar) around(content, footer fyne.CanvasObject) *fyne.Container {
	c.frame = container.NewBorder(c.box, footer, nil, nil, content)
	return c.frame
}

// setShown shows or hides the bar.
func (c *clipboardBar) setShown(shown bool) {
	if shown == c.box.Visible() {
		return
	}
	if shown {
		c.box.Show()
	} else {
		c.box.Hide()
	}
	if c.frame != nil {
		c.frame.Refresh()
	}
}

// build makes the bar's widgets.
func (c *clipboardBar) build() {
	c.label = widget.NewLabel("")
	c.label.Truncation = fyne.TextTruncateEllipsis
	c.decode = components.NewPrimaryButton("", theme.SearchIcon(), c.onDecodeTapped)
	c.dismiss = widget.NewButtonWithIcon("", theme.CancelIcon(), c.hide)
	c.dismiss.Importance = widget.LowImportance
	row := container.NewBorder(nil, nil, widget.NewIcon(theme.ContentPasteIcon()),
		container.NewHBox(c.decode, c.dismiss), c.label)
	c.box.Objects = []fyne.CanvasObject{row, widget.NewSeparator()}
}

// offer looks at the clipboard's text and offers its IDs, unless the text
// is what the app copied itself, was offered already, is too long or holds
// no ID; a text with no ID takes down an offer still shown.
func (c *clipboardBar) offer(text, copied string) {
	if len(text) > maxOfferedText || text == copied || text == c.offered {
		return
	}
	found := find.IDs([]byte(text))
	if len(found.IDs) == 0 {
		c.hide()
		return
	}
	// A UUID, a ULID…: Decode many reads it; the Build tab builds Snowflakes.
	c.offered, c.found, c.several = text, found.IDs[0], len(found.IDs) > 1 || len(found.Wide) > 0
	if c.label == nil {
		c.build()
	}
	if c.several {
		c.label.SetText(words.Count("clip.several", len(found.IDs), nil))
		c.decode.SetText(lang.L("clip.decodeAll"))
	} else {
		c.label.SetText(lang.L("clip.one", map[string]any{"ID": strconv.FormatInt(c.found.ID, 10)}))
		c.decode.SetText(lang.L("clip.decode"))
	}
	c.setShown(true)
}

// taken is the person pasting text in the app: it needs no offer, now or later.
func (c *clipboardBar) taken(text string) {
	c.offered = text
	c.hide()
}

func (c *clipboardBar) onDecodeTapped() {
	c.hide()
	c.onDecode(c.offered, c.found, c.several)
}

func (c *clipboardBar) hide() {
	c.setShown(false)
}

// trackedClipboard is the system clipboard, remembering what the app put
// on it last, so that the bar does not offer it back.
type trackedClipboard struct {
	fyne.Clipboard
	last string
}

func (c *trackedClipboard) SetContent(text string) {
	c.last = text
	c.Clipboard.SetContent(text)
}
