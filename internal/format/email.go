package format

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Email is an e-mail address split into the parts the codec treats differently.
type Email struct {
	Local  string // the part before '@'
	Domain string // the part after '@'
	// Suffix is the number of trailing domain labels that form the public suffix the codec keeps:
	// 2 for a public second level under a country code (example.co.uk), else 1 (the TLD).
	Suffix int
}

// SuffixText returns the kept public suffix of the domain ("com", "co.uk").
func (e Email) SuffixText() string {
	d := e.Domain
	for n := 0; n < e.Suffix; n++ {
		d = d[:strings.LastIndexByte(d, '.')]
	}
	return e.Domain[len(d)+1:]
}

// ValidEmail reports whether text is an e-mail address preempt protects; see ParseEmail.
func ValidEmail(text string) bool {
	_, ok := ParseEmail(text)
	return ok
}

// ParseEmail parses local@domain.tld, the common shape of addresses written in prose (not the
// full RFC 5322 grammar: no quoted local parts, no IP literals, no comments):
//
//   - local part: 1–64 bytes of letters, digits and . _ % + - ', starting with a letter, digit
//     or '_', not ending with '.' or an apostrophe, without "..." (".." is real: Enron's
//     "k..allen@enron.com"); letters beyond ASCII count
//     (an internationalised address, RFC 6531: "josé@exämple.de");
//   - domain: at most 253 bytes, at least two labels of 1–63 bytes of letters (beyond ASCII
//     too, but for the top-level label), digits and hyphens that neither start nor end with a
//     hyphen; the top-level label is 2–18 ASCII letters (so
//     "pkg@1.2.3" is a version, not an address) or an internationalised one in its ASCII
//     form ("xn--p1ai"), and not a file extension ("logo@2x.png").
//
// Every rule depends only on which positions hold letters, digits or punctuation, or on the
// top-level label, which the codec keeps; so a ciphertext with the same class pattern is again
// an address.
func ParseEmail(text string) (Email, bool) {
	at := strings.IndexByte(text, '@')
	if at < 0 || strings.IndexByte(text[at+1:], '@') >= 0 {
		return Email{}, false
	}
	local, domain := text[:at], text[at+1:]
	if !emailValidLocal(local) || len(domain) > 253 {
		return Email{}, false
	}
	labels := strings.Split(domain, ".")
	if len(labels) < 2 {
		return Email{}, false
	}
	for _, l := range labels {
		if !emailValidLabel(l) {
			return Email{}, false
		}
	}
	tld := labels[len(labels)-1]
	if !emailTLD(tld) {
		return Email{}, false
	}
	if fileExtension[strings.ToLower(tld)] {
		return Email{}, false
	}
	e := Email{Local: local, Domain: domain, Suffix: 1}
	if len(labels) >= 3 && publicSecondLevel[strings.ToLower(labels[len(labels)-2]+"."+tld)] {
		e.Suffix = 2
	}
	return e, true
}

// emailTLD reports whether s may be a top-level label: 2–18 letters, or an internationalised
// one in its ASCII form, "xn--" and up to 20 letters and digits ("xn--p1ai", .рф).
func emailTLD(s string) bool {
	if len(s) > 4 && strings.EqualFold(s[:4], "xn--") {
		for i := 4; i < len(s); i++ {
			if !emailAlnum(s[i]) {
				return false
			}
		}
		return len(s) <= 24
	}
	if len(s) < 2 || len(s) > 18 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !emailLetter(s[i]) {
			return false
		}
	}
	return true
}

func emailValidLocal(s string) bool {
	if len(s) == 0 || len(s) > 64 || !(emailAlnum(s[0]) || s[0] == '_' || s[0] >= utf8.RuneSelf) ||
		s[len(s)-1] == '.' || s[len(s)-1] == '\'' {
		return false
	}
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c >= utf8.RuneSelf:
			n := letterBeyondASCII(s, i)
			if n == 0 {
				return false
			}
			i += n
			continue
		case emailAlnum(c), c == '_', c == '%', c == '+', c == '-', c == '\'':
		case c == '.':
			// Two dots in a row break RFC 5322 but are real ("k..allen@enron.com"); three are
			// an ellipsis before an address ("see...bob@example.com").
			if i >= 2 && s[i-1] == '.' && s[i-2] == '.' {
				return false
			}
		default:
			return false
		}
		i++
	}
	return true
}

func emailValidLabel(l string) bool {
	if len(l) == 0 || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
		return false
	}
	for i := 0; i < len(l); {
		if c := l[i]; c >= utf8.RuneSelf {
			n := letterBeyondASCII(l, i)
			if n == 0 {
				return false
			}
			i += n
			continue
		} else if !emailAlnum(c) && c != '-' {
			return false
		}
		i++
	}
	return true
}

// letterBeyondASCII returns the length of the letter beyond ASCII that starts s[i:], or 0 if
// none does: local parts and domain labels take them (RFC 6531).
func letterBeyondASCII(s string, i int) int {
	r, n := utf8.DecodeRuneInString(s[i:])
	if !unicode.IsLetter(r) {
		return 0
	}
	return n
}

func emailLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func emailAlnum(c byte) bool { return emailLetter(c) || c >= '0' && c <= '9' }

// fileExtension lists file name extensions that are not top-level domains, so that
// "icon@2x.png" or "report@v2.pdf" (a common way to name image and document variants) is
// not taken for an address. Extensions that are also country codes (.md, .py, .sh, .rs, .pl)
// are not listed: addresses under them are real.
var fileExtension = map[string]bool{
	"png": true, "jpg": true, "jpeg": true, "gif": true, "svg": true, "webp": true, "bmp": true, "ico": true,
	"tif": true, "tiff": true, "heic": true, "avif": true, "pdf": true, "txt": true, "log": true, "csv": true,
	"tsv": true, "json": true, "yaml": true, "yml": true, "toml": true, "xml": true, "html": true, "htm": true,
	"css": true, "scss": true, "less": true, "js": true, "mjs": true, "cjs": true, "ts": true, "tsx": true,
	"jsx": true, "vue": true, "rb": true, "java": true, "kt": true, "swift": true, "cpp": true, "hpp": true,
	"php": true, "lua": true, "sql": true, "exe": true, "dll": true, "dat": true, "tmp": true,
	"bak": true, "lock": true, "ini": true, "cfg": true, "conf": true, "doc": true, "docx": true, "xls": true,
	"xlsx": true, "ppt": true, "pptx": true, "odt": true, "zip": true, "tar": true, "gz": true, "tgz": true,
	"rar": true, "wav": true, "ogg": true, "flac": true, "mov": true, "avi": true, "mkv": true, "webm": true,
	"wasm": true, "whl": true, "jar": true, "apk": true, "dmg": true, "iso": true, "img": true, "ttf": true,
	"otf": true, "woff": true, "eot": true, "psd": true, "sketch": true, "fig": true,
}

// publicSecondLevel lists public second-level domains under country codes, under which
// addresses are registered one level down (example.co.uk): the codec keeps them with the TLD,
// so that an encrypted address stays in the same country and kind of registration.
var publicSecondLevel = map[string]bool{
	"co.uk": true, "org.uk": true, "ac.uk": true, "gov.uk": true, "me.uk": true, "ltd.uk": true, "plc.uk": true,
	"net.uk": true, "nhs.uk": true, "sch.uk": true, "police.uk": true, "mod.uk": true,
	"com.au": true, "net.au": true, "org.au": true, "edu.au": true, "gov.au": true, "asn.au": true, "id.au": true,
	"co.nz": true, "net.nz": true, "org.nz": true, "ac.nz": true, "govt.nz": true, "school.nz": true,
	"co.jp": true, "ne.jp": true, "or.jp": true, "ac.jp": true, "go.jp": true, "ad.jp": true, "ed.jp": true,
	"co.kr": true, "or.kr": true, "ac.kr": true, "go.kr": true, "ne.kr": true,
	"com.br": true, "net.br": true, "org.br": true, "gov.br": true, "edu.br": true,
	"com.cn": true, "net.cn": true, "org.cn": true, "edu.cn": true, "gov.cn": true, "ac.cn": true,
	"com.hk": true, "edu.hk": true, "gov.hk": true, "org.hk": true, "net.hk": true,
	"com.tw": true, "edu.tw": true, "gov.tw": true, "org.tw": true, "net.tw": true,
	"com.sg": true, "edu.sg": true, "gov.sg": true, "org.sg": true, "net.sg": true,
	"com.my": true, "edu.my": true, "gov.my": true, "org.my": true,
	"co.in": true, "net.in": true, "org.in": true, "ac.in": true, "gov.in": true, "edu.in": true, "res.in": true,
	"co.za": true, "org.za": true, "ac.za": true, "gov.za": true, "net.za": true,
	"com.mx": true, "org.mx": true, "edu.mx": true, "gob.mx": true, "net.mx": true,
	"com.ar": true, "org.ar": true, "gob.ar": true, "edu.ar": true, "net.ar": true,
	"com.co": true, "edu.co": true, "gov.co": true, "org.co": true,
	"com.pe": true, "edu.pe": true, "gob.pe": true, "com.ve": true, "com.uy": true, "com.ec": true,
	"com.tr": true, "edu.tr": true, "gov.tr": true, "org.tr": true, "net.tr": true, "k12.tr": true,
	"co.il": true, "ac.il": true, "org.il": true, "gov.il": true, "net.il": true,
	"co.id": true, "ac.id": true, "go.id": true, "or.id": true, "web.id": true,
	"co.th": true, "ac.th": true, "go.th": true, "or.th": true, "in.th": true,
	"com.ph": true, "edu.ph": true, "gov.ph": true, "com.vn": true, "edu.vn": true, "gov.vn": true,
	"com.pk": true, "edu.pk": true, "gov.pk": true, "com.bd": true, "com.np": true, "com.lk": true,
	"com.ng": true, "edu.ng": true, "gov.ng": true, "co.ke": true, "ac.ke": true, "go.ke": true,
	"co.tz": true, "co.ug": true, "co.zw": true, "com.gh": true, "com.eg": true, "edu.eg": true, "gov.eg": true,
	"com.sa": true, "edu.sa": true, "gov.sa": true, "com.qa": true, "com.kw": true, "com.bh": true,
	"com.om": true, "ac.ae": true, "gov.ae": true, "co.ae": true, "ac.ir": true, "co.ir": true,
	"com.ua": true, "org.ua": true, "gov.ua": true, "edu.ua": true,
	"co.at": true, "or.at": true, "ac.at": true, "gv.at": true,
	"gouv.fr": true, "asso.fr": true,
	"com.pl": true, "net.pl": true, "org.pl": true, "edu.pl": true, "gov.pl": true,
	"com.es": true, "org.es": true, "edu.es": true, "gob.es": true,
	"com.pt": true, "gov.pt": true, "com.gr": true, "gov.gr": true, "com.cy": true, "com.mt": true,
	"co.hu": true, "com.ro": true, "co.rs": true, "com.hr": true,
}
