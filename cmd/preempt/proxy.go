package main

import (
	"log"
	"net"
	"net/url"
	"os/signal"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/preempt-dev/preempt/internal/exit"
	"github.com/preempt-dev/preempt/proxy"
)

func newProxyCmd(g *globals) *cobra.Command {
	var listen, upstream string
	cmd := &cobra.Command{
		Use:   "proxy --upstream URL [--listen ADDR]",
		Short: "Serve the OpenAI or Anthropic API, sanitized, to any client",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if upstream == "" {
				return exit.Fail(exit.Usage, "give --upstream https://api.openai.com or --upstream https://api.anthropic.com", "proxy: --upstream is required")
			}
			up, err := url.Parse(upstream)
			if err != nil || (up.Scheme != "http" && up.Scheme != "https") || up.Host == "" {
				return exit.Fail(exit.Usage, "give the API's origin, such as https://api.openai.com", "proxy: --upstream %q is not an http:// or https:// URL", upstream)
			}
			reg, err := g.registry()
			if err != nil {
				return err
			}
			key, err := g.key()
			if err != nil {
				return err
			}
			defer key.Wipe()
			errLog := log.New(g.io.err, "", log.LstdFlags)
			p, err := proxy.New(proxy.Config{Upstream: up, Registry: reg, Key: key, Context: g.context, ErrorLog: errLog})
			if err != nil {
				return err
			}
			ln, err := net.Listen("tcp", listen)
			if err != nil {
				return exit.Fail(exit.Failure, "choose another --listen address", "proxy: %v", err)
			}
			g.tui().printf("proxy on http://%s, forwarding to %s", ln.Addr(), up.Redacted())
			if a, ok := ln.Addr().(*net.TCPAddr); ok && !a.IP.IsLoopback() {
				g.tui().printf("warning: the proxy has no authentication and %s is reachable from other hosts; prefer --listen 127.0.0.1:PORT", ln.Addr())
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM)
			defer stop()
			if err := p.Serve(ctx, ln); err != nil {
				return exit.Fail(exit.Failure, "", "proxy: %v", err)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&listen, "listen", "127.0.0.1:8788", "the `ADDR` (host:port) to serve on")
	cmd.Flags().StringVar(&upstream, "upstream", "", "the API's origin `URL`: https://api.openai.com, https://api.anthropic.com...")
	return cmd
}
