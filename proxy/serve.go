package proxy

import (
	"context"
	"errors"
	"net"
	"net/http"
	"time"
)

// ShutdownGrace is how long Serve lets the requests in flight finish once its context is done.
const ShutdownGrace = 5 * time.Second

// Serve serves p on ln until ctx is done, then stops accepting and gives the requests in
// flight up to ShutdownGrace to finish (a streamed answer included). It returns nil after such
// a shutdown, or the error that stopped it serving.
func (p *Proxy) Serve(ctx context.Context, ln net.Listener) error {
	srv := &http.Server{Handler: p, ReadHeaderTimeout: 30 * time.Second, ErrorLog: p.cfg.ErrorLog}
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.Background(), ShutdownGrace)
		defer cancel()
		srv.Shutdown(shut)
	}()
	err := srv.Serve(ln)
	if !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	<-stopped // Shutdown returns when the requests in flight are done
	return nil
}
