package names

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// The compiled tables (data/names.bin) are written by go generate from the source lists and
// read in place: a lookup binary-searches the embedded string, so a process pays nothing to
// load them and no allocation per name. TestCompiledFile checks the file is what Compile
// writes from data/*.tsv.
//
// Layout: the magic line, then seven string tables in order: given names, surnames, other
// names, class keys, and the names of classes 1 to 3. A table is a count n (uint32,
// little-endian), n+1 offsets (uint32) into its entries, and the entries, concatenated. The
// entries of the first four are sorted by key, the text up to the first tab:
//
//	given     "key\tName\tgender births"   (gender f or m, births decimal)
//	surname   "key"
//	other     "key"
//	class key "key\tclass index"          (decimal)
//	class c   "Name", in class order
//
//go:generate go run gen_classes.go

//go:embed data/names.bin
var namesBin string

const magic = "preempt names v1\n"

const (
	secGiven = iota
	secSurname
	secOther
	secClassKey
	secClass    // + class - 1
	numSections = secClass + int(numClasses) - 1
)

// DB is the compiled name lists. It is immutable and safe for concurrent use.
type DB struct {
	sec [numSections]strtab
}

// strtab is one string table, read in place.
type strtab struct {
	n     int
	offs  string // 4·(n+1) bytes
	items string
}

func (t strtab) at(i int) string {
	return t.items[u32(t.offs, 4*i):u32(t.offs, 4*i+4)]
}

func u32(s string, i int) uint32 {
	return uint32(s[i]) | uint32(s[i+1])<<8 | uint32(s[i+2])<<16 | uint32(s[i+3])<<24
}

// find returns the rest of the entry whose key is key (after its tab, "" if none). The
// entries are sorted by key, and a key holds no byte below the tab, so they are sorted as
// whole strings too: the search compares whole entries, without cutting each at its tab.
func (t strtab) find(key string) (string, bool) {
	i := sort.Search(t.n, func(i int) bool { return t.at(i) >= key })
	if i == t.n {
		return "", false
	}
	e := t.at(i)
	rest, ok := strings.CutPrefix(e, key)
	switch {
	case !ok:
		return "", false
	case rest == "":
		return "", true
	case rest[0] == '\t':
		return rest[1:], true
	}
	return "", false
}

func entryKey(e string) string {
	if i := strings.IndexByte(e, '\t'); i >= 0 {
		return e[:i]
	}
	return e
}

var loadDefault = sync.OnceValues(func() (*DB, error) { return open(namesBin) })

// Default returns the embedded lists.
func Default() *DB {
	db, err := loadDefault()
	if err != nil {
		// The data is embedded and checked by the tests: failing here is a build error.
		panic("names: embedded data: " + err.Error())
	}
	return db
}

var errCorrupt = errors.New("corrupt name tables")

// open reads the headers of compiled tables: O(1), the entries stay where they are.
func open(data string) (*DB, error) {
	if !strings.HasPrefix(data, magic) {
		return nil, errCorrupt
	}
	data = data[len(magic):]
	db := &DB{}
	for s := range db.sec {
		if len(data) < 4 {
			return nil, errCorrupt
		}
		n := int(u32(data, 0))
		if n > len(data) || len(data) < 4+4*(n+1) {
			return nil, errCorrupt
		}
		offs := data[4 : 4+4*(n+1)]
		data = data[4+4*(n+1):]
		end := int(u32(offs, 4*n))
		if end > len(data) {
			return nil, errCorrupt
		}
		db.sec[s] = strtab{n: n, offs: offs, items: data[:end]}
		data = data[end:]
	}
	if data != "" {
		return nil, errCorrupt
	}
	return db, nil
}

// compile writes the tables of db in the layout open reads.
func (db *lists) compile(w io.Writer) error {
	var secs [numSections][]string
	for k, low := range db.givenKey.keys {
		g := db.given[db.givenKey.row(k)]
		secs[secGiven] = append(secs[secGiven], low+"\t"+g.Name+"\t"+string(g.Gender)+strconv.Itoa(g.Births))
	}
	secs[secSurname] = db.surKey.keys
	secs[secOther] = db.otherKey.keys
	for k, low := range db.classKey.keys {
		ref := db.inClass[db.classKey.row(k)]
		secs[secClassKey] = append(secs[secClassKey], low+"\t"+strconv.Itoa(int(ref.class))+" "+strconv.Itoa(ref.index))
	}
	for c := Class(1); c < numClasses; c++ {
		secs[secClass+int(c)-1] = db.classes[c]
	}
	out := []byte(magic)
	for s, items := range secs {
		if s < secClass {
			for i, e := range items {
				if (s == secSurname || s == secOther) && strings.IndexByte(e, '\t') >= 0 {
					return fmt.Errorf("names: key %q has a tab", e)
				}
				// strtab.find compares whole entries: they must be sorted as whole strings too.
				if i > 0 && (entryKey(items[i-1]) >= entryKey(e) || items[i-1] >= e) {
					return fmt.Errorf("names: keys %q and %q out of order", items[i-1], e)
				}
			}
		}
		out = binary.LittleEndian.AppendUint32(out, uint32(len(items)))
		off := 0
		out = binary.LittleEndian.AppendUint32(out, 0)
		for _, e := range items {
			off += len(e)
			out = binary.LittleEndian.AppendUint32(out, uint32(off))
		}
		for _, e := range items {
			out = append(out, e...)
		}
	}
	_, err := w.Write(out)
	return err
}

// Given looks up a given name, case-insensitively, and without accents if the accented
// spelling is not listed ("Chloé" as "Chloe").
func (db *DB) Given(word string) (Given, bool) {
	low := strings.ToLower(word)
	g, ok := db.givenKeyed(low)
	if !ok {
		if f := Fold(low); f != low {
			g, ok = db.givenKeyed(f)
		}
	}
	return g, ok
}

func (db *DB) givenKeyed(low string) (Given, bool) {
	rest, ok := db.sec[secGiven].find(low)
	if !ok {
		return Given{}, false
	}
	name, gb, _ := strings.Cut(rest, "\t")
	births, err := strconv.Atoi(gb[1:])
	if err != nil {
		panic("names: corrupt given-name entry " + rest) // the file is checked by the tests
	}
	return Given{Name: name, Gender: Gender(gb[0]), Births: births}, true
}

// IsSurname reports whether word is on the surname list, case-insensitively.
func (db *DB) IsSurname(word string) bool {
	_, ok := db.sec[secSurname].find(strings.ToLower(word))
	return ok
}

// IsOtherName reports whether word is on the list of other words used as names of people
// (first or last names of no known role or gender), case-insensitively.
func (db *DB) IsOtherName(word string) bool {
	_, ok := db.sec[secOther].find(strings.ToLower(word))
	return ok
}

// Class returns the codec class of word and its index in it, case-insensitively.
func (db *DB) Class(word string) (Class, int, bool) {
	rest, ok := db.sec[secClassKey].find(strings.ToLower(word))
	if !ok {
		return NoClass, 0, false
	}
	cs, is, _ := strings.Cut(rest, " ")
	c, err1 := strconv.Atoi(cs)
	i, err2 := strconv.Atoi(is)
	if err1 != nil || err2 != nil {
		panic("names: corrupt class entry " + rest) // the file is checked by the tests
	}
	return Class(c), i, true
}

// ClassSize is the number of names in class c.
func (db *DB) ClassSize(c Class) int {
	if c <= NoClass || c >= numClasses {
		return 0
	}
	return db.sec[secClass+int(c)-1].n
}

// ClassName returns the canonical spelling of name i of class c.
func (db *DB) ClassName(c Class, i int) string { return db.sec[secClass+int(c)-1].at(i) }
