// Command mapwait tells when a window with a given title is mapped on the X
// display named by DISPLAY. scripts/bench.sh starts it before the program it
// times, so it can wait for the event instead of polling the X server while
// that program starts:
//
//	mapwait [-timeout 60s] TITLE
//
// It prints "ready" once it listens, then, when a top-level window with the
// title is mapped, that moment as Unix nanoseconds. It exits with status 1,
// printing nothing more, if that does not happen within the timeout.
package main

import (
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"time"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("mapwait: ")
	timeout := flag.Duration("timeout", time.Minute, "how long to wait for the window")
	flag.Parse()
	if flag.NArg() != 1 {
		log.Fatal("usage: mapwait [-timeout d] TITLE")
	}
	title := flag.Arg(0)

	xgb.Logger.SetOutput(io.Discard) // it reports the display needing no cookie
	conn, err := xgb.NewConn()
	if err != nil {
		log.Fatal(err)
	}
	defer conn.Close()
	root := xproto.Setup(conn).DefaultScreen(conn).Root
	// Without a window manager, top-level windows are the root's children,
	// and mapping one sends MapNotify to whoever listens on the root.
	mask := []uint32{xproto.EventMaskSubstructureNotify}
	if err := xproto.ChangeWindowAttributesChecked(conn, root, xproto.CwEventMask, mask).Check(); err != nil {
		log.Fatal(err)
	}
	names, err := nameAtoms(conn)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("ready")

	mapped := make(chan time.Time)
	go func() {
		for {
			ev, err := conn.WaitForEvent()
			if ev == nil && err == nil {
				log.Fatal("the X connection closed")
			}
			if m, ok := ev.(xproto.MapNotifyEvent); ok {
				at := time.Now()
				if windowName(conn, m.Window, names) == title {
					mapped <- at
					return
				}
			}
		}
	}()
	select {
	case at := <-mapped:
		fmt.Println(at.UnixNano())
	case <-time.After(*timeout):
		log.Printf("no window %q was mapped within %v", title, *timeout)
		os.Exit(1)
	}
}

// nameAtoms returns the properties a window's title may be in: the UTF-8
// one first, then the legacy one.
func nameAtoms(conn *xgb.Conn) ([]xproto.Atom, error) {
	atoms := []xproto.Atom{xproto.AtomWmName}
	const netName = "_NET_WM_NAME"
	reply, err := xproto.InternAtom(conn, false, uint16(len(netName)), netName).Reply()
	if err != nil {
		return nil, err
	}
	return append([]xproto.Atom{reply.Atom}, atoms...), nil
}

// windowName returns the first title property w has, or "".
func windowName(conn *xgb.Conn, w xproto.Window, atoms []xproto.Atom) string {
	for _, atom := range atoms {
		reply, err := xproto.GetProperty(conn, false, w, atom, xproto.GetPropertyTypeAny, 0, 1024).Reply()
		if err == nil && reply.ValueLen > 0 {
			return string(reply.Value)
		}
	}
	return ""
}
