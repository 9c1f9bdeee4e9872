package instance

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"net"
	"os"
	"path/filepath"
	"strings"

	"github.com/natefinch/atomic"
)

// addressName is the file that says where the running app listens and
// the token it wants: in the person's own folder, which others cannot read.
const addressName = "instance.addr"

// listen opens a loopback port for the running app and writes its address
// and a new token, replacing what a crashed app left.
func listen(dir string) (net.Listener, string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, "", err
	}
	secret := make([]byte, 16)
	_, _ = rand.Read(secret)
	token := hex.EncodeToString(secret)
	err = atomic.WriteFile(filepath.Join(dir, addressName), strings.NewReader(l.Addr().String()+" "+token))
	if err != nil {
		_ = l.Close()
		return nil, "", err
	}
	return l, token, nil
}

// dial connects to the running app's port.
func dial(dir string) (net.Conn, string, error) {
	data, err := os.ReadFile(filepath.Join(dir, addressName))
	if err != nil {
		return nil, "", err
	}
	addr, token, found := strings.Cut(string(data), " ")
	if !found {
		return nil, "", errors.New("the running app's address file is damaged")
	}
	conn, err := net.DialTimeout("tcp", addr, answerWithin)
	return conn, token, err
}
