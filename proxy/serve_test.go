package proxy

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/keyring"
)

// A request in flight when the context ends (SIGINT in the command) still gets its answer,
// and Serve returns nil once it has; a new connection is refused.
func TestServeShutdown(t *testing.T) {
	release := make(chan struct{})
	up := httpServer(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		<-release
		io.WriteString(w, "models")
	}))
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	key, err := keyring.FromBytes(testKeyBytes)
	if err != nil {
		t.Fatal(err)
	}
	u, _ := url.Parse(up)
	p, err := New(Config{Upstream: u, Registry: reg, Key: key})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- p.Serve(ctx, ln) }()

	answer := make(chan string, 1)
	go func() {
		resp, err := http.Get("http://" + ln.Addr().String() + "/v1/models")
		if err != nil {
			answer <- err.Error()
			return
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		answer <- string(body)
	}()
	time.Sleep(100 * time.Millisecond) // the request reaches the upstream
	cancel()
	time.Sleep(100 * time.Millisecond) // shutting down
	if _, err := net.DialTimeout("tcp", ln.Addr().String(), time.Second); err == nil {
		t.Error("a new connection was accepted after the context ended")
	}
	select {
	case err := <-served:
		t.Fatalf("Serve returned %v with a request in flight", err)
	default:
	}
	close(release)
	if got := <-answer; got != "models" {
		t.Errorf("the request in flight got %q, want the upstream's answer", got)
	}
	if err := <-served; err != nil {
		t.Errorf("Serve = %v after a shutdown, want nil", err)
	}
}
