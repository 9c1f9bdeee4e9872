// Command desktop plays the two parts of a desktop that the tray test
// needs and Xvfb with a bare session bus lacks:
//
//	desktop tray          owns org.kde.StatusNotifierWatcher on the session
//	                      bus until killed, as a desktop with a tray does
//	desktop close WINDOW  asks the X window (a decimal ID) to close, as a
//	                      window manager's close button does: WM_DELETE_WINDOW
//
// scripts/e2e-desktop.sh uses it to check that with "Keep running in the
// tray" on, closing the window hides it and the tray brings it back.
package main

import (
	"io"
	"log"
	"os"
	"strconv"

	"github.com/godbus/dbus/v5"
	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("desktop: ")
	switch {
	case len(os.Args) == 2 && os.Args[1] == "tray":
		watchTray()
	case len(os.Args) == 3 && os.Args[1] == "close":
		id, err := strconv.ParseUint(os.Args[2], 10, 32)
		if err != nil {
			log.Fatal(err)
		}
		closeWindow(xproto.Window(id))
	default:
		log.Fatal("usage: desktop tray | desktop close WINDOW")
	}
}

// watchTray takes the watcher's name, says "ready", and keeps it.
func watchTray() {
	conn, err := dbus.SessionBus()
	if err != nil {
		log.Fatal(err)
	}
	reply, err := conn.RequestName("org.kde.StatusNotifierWatcher", dbus.NameFlagDoNotQueue)
	if err != nil || reply != dbus.RequestNameReplyPrimaryOwner {
		log.Fatalf("could not own the watcher's name: %v (%v)", err, reply)
	}
	os.Stdout.WriteString("ready\n")
	select {}
}

// closeWindow sends the window the ICCCM request to close.
func closeWindow(w xproto.Window) {
	xgb.Logger.SetOutput(io.Discard)
	conn, err := xgb.NewConn()
	if err != nil {
		log.Fatal(err)
	}
	defer conn.Close()
	atom := func(name string) xproto.Atom {
		r, err := xproto.InternAtom(conn, false, uint16(len(name)), name).Reply()
		if err != nil {
			log.Fatal(err)
		}
		return r.Atom
	}
	protocols, del := atom("WM_PROTOCOLS"), atom("WM_DELETE_WINDOW")
	event := xproto.ClientMessageEvent{Format: 32, Window: w, Type: protocols,
		Data: xproto.ClientMessageDataUnionData32New([]uint32{uint32(del), 0, 0, 0, 0})}
	if err := xproto.SendEventChecked(conn, false, w, xproto.EventMaskNoEvent, string(event.Bytes())).Check(); err != nil {
		log.Fatal(err)
	}
}
