package sanitize

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/preempt-dev/preempt/internal/format"
)

// emailCodec encrypts an e-mail address position by position: every ASCII letter becomes a
// letter (radix 26) in the same case, every digit a digit (radix 10), and the punctuation of
// the local part and of the domain (. _ % + - ' @) stays where it is, so a plus-tag stays a tag
// and "first.last" stays two words. A letter beyond ASCII (an internationalised address,
// "josé@exämple.de") stays where it is too: its place and the letter are all an address so
// written gives away, where leaving it unprotected would give away all of it. The public
// suffix (the TLD, or a public second level such as co.uk) is kept, and so is the whole
// domain of a public mail provider: "someone at gmail.com"
// is what a model needs to know, and those domains identify no one. The other domain labels
// are encrypted in the same rank as the local part, so a company domain is hidden too.
//
// Decryption must know, from the ciphertext alone, which parts were encrypted. So an encrypted
// domain is never allowed to become a kept provider, nor to change its public suffix
// ("ab.uk" must not become "co.uk"): both are part of the validity predicate of the
// permutation (cycle walking), and decryption reads the same facts off the ciphertext.
//
// The domain is mixedRadix over the encrypted positions: 26^letters · 10^digits points, at
// least 10 (a one-digit local part at a kept domain). Domains of at least 10^6 points use FF1
// with cycle walking (a few FF1 calls, ~10 µs each); smaller ones, the short local parts at a
// kept domain ("ann@gmail.com": 17,576 points), use permuter's prefix cipher: the table of the
// pattern is built once (about 1 ms per 10^4 points) and each address then costs a lookup.
type emailCodec struct {
	keep          map[string]bool // kept provider domains, lower case
	encryptDomain bool
}

// emailProviders are public mail providers whose domain is kept: the domain says nothing about
// the person beyond "has a mailbox there". A registry can add more with keep_domains.
var emailProviders = []string{
	"gmail.com", "googlemail.com", "outlook.com", "outlook.de", "outlook.fr", "hotmail.com",
	"hotmail.co.uk", "hotmail.fr", "hotmail.de", "hotmail.it", "hotmail.es", "live.com", "live.co.uk",
	"live.fr", "live.de", "msn.com", "yahoo.com", "yahoo.co.uk", "yahoo.fr", "yahoo.de", "yahoo.it",
	"yahoo.es", "yahoo.co.jp", "yahoo.com.au", "yahoo.co.in", "yahoo.ca", "rediffmail.com", "ymail.com", "rocketmail.com", "icloud.com", "me.com",
	"mac.com", "aol.com", "aim.com", "proton.me", "protonmail.com", "protonmail.ch", "pm.me",
	"tutanota.com", "tuta.io", "fastmail.com", "hey.com", "zoho.com", "mail.com", "gmx.de", "gmx.net",
	"gmx.at", "gmx.ch", "gmx.com", "web.de", "t-online.de", "freenet.de", "posteo.de", "mailbox.org",
	"arcor.de", "orange.fr", "wanadoo.fr", "free.fr", "sfr.fr", "laposte.net", "libero.it", "virgilio.it",
	"tiscali.it", "seznam.cz", "wp.pl", "o2.pl", "onet.pl", "interia.pl", "telenet.be", "skynet.be",
	"ziggo.nl", "xs4all.nl", "bluewin.ch", "btinternet.com", "sky.com", "virginmedia.com", "comcast.net",
	"verizon.net", "att.net", "sbcglobal.net", "cox.net", "charter.net", "earthlink.net", "shaw.ca",
	"rogers.com", "sympatico.ca", "bigpond.com", "optusnet.com.au", "yandex.ru", "yandex.com", "mail.ru",
	"qq.com", "163.com", "126.com", "naver.com", "daum.net",
}

func newEmailCodec(pr *paramReader) (formatCodec, error) {
	extra, err := pr.strings("keep_domains", nil)
	if err != nil {
		return nil, err
	}
	enc, err := pr.bool("encrypt_domain", true)
	if err != nil {
		return nil, err
	}
	c := emailCodec{keep: make(map[string]bool, len(emailProviders)+len(extra)), encryptDomain: enc}
	for _, d := range emailProviders {
		c.keep[d] = true
	}
	for _, d := range extra {
		d = strings.ToLower(strings.TrimSpace(d))
		if !format.ValidEmail("x@" + d) {
			return nil, fmt.Errorf("param keep_domains: %q is not a mail domain", d)
		}
		c.keep[d] = true
	}
	return c, nil
}

func (c emailCodec) Encrypt(p *permuter, text string) (string, error) { return c.crypt(p, text, false) }
func (c emailCodec) Decrypt(p *permuter, text string) (string, error) { return c.crypt(p, text, true) }

// kept reports whether the domain of e is kept whole.
func (c emailCodec) kept(e format.Email) bool {
	return !c.encryptDomain || c.keep[strings.ToLower(e.Domain)]
}

func (c emailCodec) crypt(p *permuter, text string, decrypt bool) (string, error) {
	e, ok := format.ParseEmail(text)
	if !ok {
		return "", formatErr("email", "not an e-mail address")
	}
	keepDomain := c.kept(e)
	// Bytes text[:end] are encrypted class by class (punctuation kept); the rest is kept.
	end := len(e.Local)
	if !keepDomain {
		end = len(text) - len(e.SuffixText()) - 1
	}
	// The label is the class pattern of the encrypted part (letters 'a' whatever their case,
	// digits '9', punctuation itself) and the kept part in lower case: visible in plaintext and
	// ciphertext alike, and unchanged when a reader changes the case of an address.
	var radix mixedRadix
	var digits []int
	var label strings.Builder
	label.WriteString("email/")
	for i := 0; i < len(text); i++ {
		ch := text[i]
		switch {
		case i >= end:
			if ch >= 'A' && ch <= 'Z' {
				ch += 'a' - 'A'
			}
			label.WriteByte(ch)
		case ch >= '0' && ch <= '9':
			radix, digits = append(radix, 10), append(digits, int(ch-'0'))
			label.WriteByte('9')
		case ch >= 'a' && ch <= 'z':
			radix, digits = append(radix, 26), append(digits, int(ch-'a'))
			label.WriteByte('a')
		case ch >= 'A' && ch <= 'Z':
			radix, digits = append(radix, 26), append(digits, int(ch-'A'))
			label.WriteByte('a')
		default:
			label.WriteByte(ch)
		}
	}
	render := func(r *big.Int) string { return fillClasses(text, end, radix.Unrank(r)) }
	// The ciphertext must be an address (always true: the parser's rules follow the class
	// pattern) whose domain is kept or encrypted exactly when the plaintext's is, with the same
	// public suffix, so that decryption takes the same decisions.
	valid := func(r *big.Int) bool {
		f, ok := format.ParseEmail(render(r))
		return ok && c.kept(f) == keepDomain && (keepDomain || f.Suffix == e.Suffix)
	}
	y, err := p.walk(label.String(), radix.Size(), radix.Rank(digits), valid, decrypt)
	if err != nil {
		return "", err
	}
	return render(y), nil
}
