package ner

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/preempt-dev/preempt/internal/names"
)

// Generate returns n synthetic paragraphs of the kinds prompts are made of (e-mail headers,
// greetings and signatures, chats, tickets, field lists, CSV rows, prose in English, German
// and French) with names of people from the name lists, from a list of names of the world's
// regions, and pseudo names, next to capitalised words that are not names (negatives: the
// places and organisations of the real data, product names, field words). The same db,
// negatives, n and seed give the same paragraphs.
func Generate(db *names.DB, negatives []string, n int, seed uint64) []Doc {
	g := newGen(db, negatives, seed)
	docs := make([]Doc, 0, n)
	for range n {
		g.b.Reset()
		g.spans = nil
		templates[g.rng.IntN(len(templates))](g)
		docs = append(docs, Doc{Src: "generated", Text: g.b.String(), Names: append([][2]int{}, g.spans...)})
	}
	return docs
}

func newGen(db *names.DB, negatives []string, seed uint64) *gen {
	return &gen{db: db, neg: negatives, rng: rand.New(rand.NewPCG(seed, 0x67656e)), words: newGenWords()}
}

type gen struct {
	db    *names.DB
	neg   []string
	rng   *rand.Rand
	words *genWords
	b     strings.Builder
	spans [][2]int
}

func (g *gen) pick(list []string) string { return list[g.rng.IntN(len(list))] }

func (g *gen) chance(p float64) bool { return g.rng.Float64() < p }

// t writes text; a "%" in it is replaced by the next argument, written as a name.
func (g *gen) t(format string, args ...string) {
	for {
		i := strings.IndexByte(format, '%')
		if i < 0 || len(args) == 0 {
			g.b.WriteString(format)
			return
		}
		g.b.WriteString(format[:i])
		g.name(args[0])
		args, format = args[1:], format[i+1:]
	}
}

// name writes a name and records its span.
func (g *gen) name(s string) {
	start := g.b.Len()
	g.b.WriteString(s)
	g.spans = append(g.spans, [2]int{start, g.b.Len()})
}

func (g *gen) given() string {
	switch r := g.rng.IntN(10); {
	case r < 5:
		c := names.GivenFemale
		if g.chance(0.5) {
			c = names.GivenMale
		}
		return g.db.ClassName(c, g.rng.IntN(g.db.ClassSize(c)))
	case r < 8:
		return g.pick(g.words.worldGiven)
	default:
		return g.pseudo()
	}
}

func (g *gen) surname() string {
	switch r := g.rng.IntN(10); {
	case r < 5:
		return g.db.ClassName(names.Surname, g.rng.IntN(g.db.ClassSize(names.Surname)))
	case r < 8:
		return g.pick(g.words.worldSurnames)
	default:
		return g.pseudo()
	}
}

// unlisted returns a full name whose given name, and maybe surname, is invented.
func (g *gen) unlisted() string {
	if g.chance(0.5) {
		return g.invented() + " " + g.invented()
	}
	return g.invented() + " " + g.surname()
}

// invented returns a capitalised name on no list, made of the syllables of one region's names
// (Yoruba, Igbo, Akan, Vietnamese, pinyin, Irish, Nordic, Slavic, Arabic, Indian), so that the
// model learns unlisted names by their letters and context, as the words themselves, not
// (as with pseudo names) by their class.
func (g *gen) invented() string {
	syl := g.words.syllables[g.rng.IntN(len(g.words.syllables))]
	var b strings.Builder
	for range 2 + g.rng.IntN(3) {
		b.WriteString(syl[g.rng.IntN(len(syl))])
	}
	w := b.String()
	return strings.ToUpper(w[:1]) + w[1:]
}

// pseudo returns a capitalised pseudo name, the form the name codec gives unlisted words.
func (g *gen) pseudo() string {
	digits := make([]int, 2+g.rng.IntN(3))
	for i := range digits {
		digits[i] = g.rng.IntN(names.Radix)
	}
	p := names.Pseudo(digits)
	return strings.ToUpper(p[:1]) + p[1:]
}

// full returns a full name in one of the usual forms.
func (g *gen) full() string {
	switch r := g.rng.IntN(20); {
	case r < 12:
		return g.given() + " " + g.surname()
	case r < 14:
		return g.given() + " " + string(rune('A'+g.rng.IntN(26))) + ". " + g.surname()
	case r < 15:
		return g.given() + " " + g.surname() + "-" + g.surname()
	case r < 16:
		return g.given() + " " + g.pick([]string{"van der", "de la", "von", "de", "van", "da", "di"}) + " " + g.surname()
	case r < 17:
		return string(rune('A'+g.rng.IntN(26))) + ". " + g.surname()
	case r < 18:
		return g.pick(g.words.chineseSurnames) + " " + g.pick(g.words.chineseGiven)
	case r < 19:
		return strings.ToUpper(g.given() + " " + g.surname())
	default:
		return g.given() + " " + g.given() + " " + g.surname()
	}
}

func (g *gen) negative() string {
	if g.chance(0.5) && len(g.neg) > 0 {
		return g.pick(g.neg)
	}
	return g.pick(g.words.capitalWords)
}

func (g *gen) email() string {
	return strings.ToLower(g.pick(g.words.worldGiven)) + "." + strings.ToLower(g.pick(g.words.worldSurnames)) + "@" + g.pick([]string{"example.com", "acme.io", "firma.de", "societe.fr", "mail.org"})
}

var templates = []func(*gen){
	func(g *gen) { // e-mail header
		g.t("From: % <"+g.email()+">\n", g.full())
		g.t("To: %, %\n", g.full(), g.full())
		if g.chance(0.5) {
			a, b := g.surname(), g.given()
			c, d := g.surname(), g.given()
			g.t("Cc: %; %\n", a+", "+b, c+", "+d)
		}
		g.t("Subject: " + g.negative() + " " + g.pick([]string{"update", "meeting", "invoice", "Q3 report", "follow-up"}) + "\n")
	},
	func(g *gen) { // greeting, body, signature
		first := g.given()
		g.t(g.pick([]string{"Hi %,", "Dear %,", "Hello %,", "Hallo %,", "Liebe %,", "Bonjour %,", "Dear Mr. %,", "Sehr geehrte Frau %,", "Cher M. %,"}), pickName(g, first))
		g.t("\n\n")
		g.sentences(2)
		g.t("\n\n")
		g.t(g.pick([]string{"Best regards", "Thanks", "Cheers", "Viele Grüße", "Mit freundlichen Grüßen", "Cordialement", "Kind regards"}) + ",\n")
		if g.chance(0.5) {
			g.t("%\n", g.full())
			g.t(g.pick([]string{"Senior Engineer", "Head of Sales", "Customer Support", "Project Manager", "Directeur commercial", "Teamleiterin"}) + ", " + g.negative())
		} else {
			g.t("%", g.given())
		}
	},
	func(g *gen) { // chat
		a, b := g.given(), g.given()
		for range 2 + g.rng.IntN(3) {
			g.t("%: "+g.chatLine()+"\n", a)
			g.t("%: "+g.chatLine()+"\n", b)
		}
	},
	func(g *gen) { // ticket and fields
		g.t(fmt.Sprintf("Ticket #%d\n", 1000+g.rng.IntN(90000)))
		g.t(g.pick([]string{"Reporter", "Name", "Customer", "Patient", "Kunde", "Nom", "Contact"})+": %\n", g.full())
		g.t(g.pick([]string{"Assigned to", "Owner", "Bearbeiter", "Responsable"})+": %\n", g.full())
		g.t(g.pick([]string{"Product", "Volume", "Category", "Job", "Team", "Department", "Location"}) + ": " + g.negative() + "\n")
		g.t("Status: " + g.pick([]string{"Open", "Closed", "Pending", "Offen", "Fermé"}) + "\n")
	},
	func(g *gen) { // attendees
		g.t(g.pick([]string{"Attendees", "Participants", "Teilnehmer", "Présents"})+": %, % "+g.pick([]string{"and", "und", "et"})+" %\n", g.full(), g.given(), g.full())
		g.t("Agenda: " + g.negative() + ", " + g.negative() + "\n")
	},
	func(g *gen) { // CSV
		g.t("id,first_name,last_name,city,company\n")
		for i := range 2 + g.rng.IntN(4) {
			g.t(fmt.Sprintf("%d,", i+1))
			g.t("%,%,"+g.negative()+","+g.negative()+"\n", g.given(), g.surname())
		}
	},
	func(g *gen) { // an instruction to an LLM, then the text
		g.t(g.pick(g.words.instructions) + " " + g.pick([]string{"this e-mail", "the following", "the message below", "this for me", "das hier", "ce texte"}) + ":\n\n")
		g.sentences(2)
	},
	func(g *gen) { g.sentences(3) },
	func(g *gen) { g.sentences(2) },
	func(g *gen) { // negatives only
		g.t(g.negative() + " " + g.pick([]string{"announced", "reported", "hat mitgeteilt", "a annoncé"}) + " " + g.pick([]string{"a new", "the", "ein neues", "un nouveau"}) + " " + g.negative() + ". " + g.pick(g.words.capitalWords) + " " + g.pick([]string{"is ready.", "3 of 4.", "ist fertig.", "est prêt."}))
	},
}

func pickName(g *gen, first string) string {
	if g.chance(0.5) {
		return first
	}
	return g.surname()
}

// sentences writes n sentences.
func (g *gen) sentences(n int) {
	for i := range n {
		if i > 0 {
			g.t(" ")
		}
		g.sentence()
	}
}

func (g *gen) sentence() {
	switch g.rng.IntN(20) {
	case 14:
		g.t("The minutes were "+g.pick([]string{"prepared", "taken", "checked", "signed"})+" by % for the "+strings.ToLower(g.pick(g.words.capitalWords))+" meeting.", g.unlisted())
	case 15:
		g.t("I spoke with % and "+g.pick([]string{"his", "her", "their"})+" "+g.pick([]string{"colleagues", "doctor", "lawyer", "parents"})+" last week.", g.unlisted())
	case 16:
		n := g.invented()
		g.t("On Monday % met the board. Later % said the "+g.negative()+" deal was off.", g.given()+" "+n, n)
	case 17:
		g.t(g.pick([]string{"Ask", "Tell", "Call", "Email"})+" % about the "+g.negative()+" "+g.pick([]string{"draft", "invoice", "case", "file"})+".", g.unlisted())
	case 18:
		g.t("Den Antrag hat % im Mai eingereicht, bestätigte "+g.pick([]string{"Herr", "Frau"})+" %.", g.unlisted(), g.invented())
	case 19:
		g.t("Le dossier de % a été transmis à "+g.negative()+" par %.", g.unlisted(), g.full())
	case 0:
		g.t("% said that the "+strings.ToLower(g.pick(g.words.capitalWords))+" was late.", g.full())
	case 1:
		g.t("Yesterday I met % at "+g.negative()+".", g.given())
	case 2:
		g.t(g.pick([]string{"Mr", "Mrs", "Ms", "Dr.", "Prof."})+" % will join the call on Monday.", g.surname())
	case 3:
		g.t("Please forward this to % before Friday.", g.full())
	case 4:
		g.t("% sagte, dass "+g.negative()+" den Vertrag unterschrieben hat.", g.full())
	case 5:
		g.t(g.pick([]string{"Herr", "Frau"})+" % ruft morgen zurück.", g.surname())
	case 6:
		g.t("% a dit que la réunion avec "+g.negative()+" est reportée.", g.full())
	case 7:
		g.t(g.pick([]string{"M.", "Mme"})+" % a signé le contrat.", g.full())
	case 8:
		g.t("According to %, the "+g.negative()+" office in "+g.negative()+" is closed.", g.full())
	case 9:
		g.t("My name is % and I work for "+g.negative()+".", g.full())
	case 10:
		g.t("The applicant, %, was born in 19"+fmt.Sprint(40+g.rng.IntN(60))+" and lives in "+g.negative()+".", g.full())
	case 11:
		g.t("I talked to % and % about the "+g.negative()+" account.", g.given(), g.given())
	case 12:
		g.t("%'s report on "+g.negative()+" is attached.", g.given())
	default:
		g.t(g.pick(g.words.capitalWords) + " " + strings.ToLower(g.pick(g.words.capitalWords)) + " for " + g.negative() + " is due in " + g.pick([]string{"March", "April", "Mai", "juin"}) + ".")
	}
}

func (g *gen) chatLine() string {
	return g.pick([]string{"ok", "see you at 5", "did you send it?", "Thanks!", "The " + g.negative() + " thing is done",
		"call me later", "ja, passt", "d'accord", "Can you check " + g.negative() + "?", "lol"})
}

// encrypted returns d with the words of its names replaced as the name codec replaces them
// (a class word by a random word of its class, any other word by a random pseudo name, in
// the same case), so that the model learns to find names by their kind and context: the
// annotator must find a name's ciphertext where it found the name.
func (g *gen) encrypted(d Doc) Doc {
	var b strings.Builder
	out := Doc{Src: d.Src, Names: make([][2]int, 0, len(d.Names))}
	at := 0
	for _, n := range d.Names {
		if n[0] < at {
			continue // overlapping gold spans
		}
		b.WriteString(d.Text[at:n[0]])
		start := b.Len()
		name := d.Text[n[0]:n[1]]
		for i := 0; i < len(name); {
			r, size := decode([]byte(name), i)
			if !isLetter(r) {
				b.WriteString(name[i : i+size])
				i += size
				continue
			}
			j := i
			for j < len(name) {
				r, size := decode([]byte(name), j)
				if !isLetter(r) {
					break
				}
				j += size
			}
			b.WriteString(g.replace(name[i:j]))
			i = j
		}
		out.Names = append(out.Names, [2]int{start, b.Len()})
		at = n[1]
	}
	b.WriteString(d.Text[at:])
	out.Text = b.String()
	return out
}

// replace returns what the codec could make of one word.
func (g *gen) replace(w string) string {
	low := strings.ToLower(w)
	var repl string
	if c, _, ok := g.db.Class(low); ok {
		repl = g.db.ClassName(c, g.rng.IntN(g.db.ClassSize(c)))
	} else if len([]rune(w)) == 1 {
		return w // an initial
	} else {
		repl = g.pseudo()
	}
	switch names.CaseOf(w) {
	case names.Upper:
		return strings.ToUpper(repl)
	case names.Lower:
		return strings.ToLower(repl)
	}
	return strings.ToUpper(repl[:1]) + strings.ToLower(repl[1:])
}

// genWords are the word lists of a generator, made with it: a program that never generates
// text (the product) does not build them at start-up.
type genWords struct {
	syllables                                                                            [][]string // per region, the syllables of its names
	capitalWords, instructions, worldGiven, worldSurnames, chineseSurnames, chineseGiven []string
}

func newGenWords() *genWords {
	return &genWords{
		syllables: [][]string{
			strings.Fields(`o lu bu ko la a de ba yo fo la mi se un tun de wa le ke hin bi o la ju mo ye`),
			strings.Fields(`chi nwe e ze o ka fo r nna ndu chu kwu ama ra obi ife o ma nge zi ke chu`),
			strings.Fields(`kwa me ko fi a ma so bo a te ng ye na fe du o wu su ah en tw`),
			strings.Fields(`nguy en thi hu ong ngoc anh tr inh thu y kh anh ph uc lo an vi et`),
			strings.Fields(`xi ao zh ang qi ng hu i yu n li ang ji e ch en zh ou we n ti an`),
			strings.Fields(`sio bh an nia mh ao ife ca oi mh ea ch ro ibh ei th ne bh dh ua ll`),
			strings.Fields(`sig rid bjo rn sol veig hal var thor stei nn ing eb org as gei r dis`),
			strings.Fields(`bo gu sla w mir ko va ra dos la vi ch ska wa ns ki cz yk ow`),
			strings.Fields(`ab dul ra hi m fa ri d sa mi ra kha li d na ji b ha ssa n ya sm in`),
			strings.Fields(`pra sa nth la ksh mi ven ka te sh ra ma an an th su bra ma ni am`),
		},
		// capitalWords are capitalised words that are not names: field labels, headings, products,
		// words at a sentence start.
		capitalWords: strings.Fields(`Volume Author Job Fan Total Please Thanks Invoice Order Account Project Team Meeting
		Report Update Status Summary Agenda Budget Contract Customer Support Sales Marketing Finance Office Manager Director
		Monday Friday January March August December Windows Excel Outlook Teams Slack Zoom Kubernetes Docker Python Java
		Apple Google Microsoft Amazon Tesla Siemens Bosch Renault Peugeot Airbus Lufthansa Deutsche Bank Allianz
		Rechnung Vertrag Kunde Termin Bericht Abteilung Zusammenfassung Facture Réunion Rapport Société Commande
		Berlin Paris London Hamburg Lyon Chicago Boston Texas Bavaria Provence Main Street Hotel Hospital Clinic
		University Court Government Ministry Police Army Church Council Committee Board Note Chapter Section Table
		Explain Summarize Translate Rewrite Give Write Draft List Check Fix Make Tell Show Compare Describe Honestly Also
		However Sure Yes Maybe Actually Unfortunately Bill Will Grant Mark Rose Hope Faith May June April Frank Lee Chase`),
		// instructions start the prompts people send to an LLM.
		instructions: strings.Fields(`Summarize Explain Translate Rewrite Draft Proofread Shorten Fix Check Write Reply Answer
		Zusammenfassen Übersetze Schreibe Formuliere Résume Traduis Corrige Rédige`),
		// worldGiven and worldSurnames are names of regions the lists cover thinly (West Africa,
		// China, Vietnam, Korea, Japan, South Asia, the Arab world, Ireland, the Nordic countries).
		worldGiven: strings.Fields(`Kwame Kofi Ama Abena Akua Yaw Kwabena Efua Chidi Chinwe Emeka Ngozi Amara Oluwaseun
		Tunde Folake Adaeze Obinna Ifeoma Babajide Moussa Aminata Mamadou Fatou Ousmane Wei Mei Jing Hao Xiaoming Yan Lei
		Minh Thanh Linh Huong Tuan Phuong Quang Siobhan Niamh Aoife Ciaran Oisin Padraig Saoirse Eoin Bjørn Sigrid Astrid
		Leif Ingrid Søren Freya Sven Eirik Hiroshi Yuki Haruto Sakura Kenji Aiko Ji-woo Min-jun Seo-yeon Hyun-woo Priya
		Arjun Ananya Rohan Lakshmi Vikram Deepa Fatima Omar Youssef Aisha Karim Layla Hamza Zainab Mateo Valentina
		Santiago Camila Lucía Joaquín Zoë Łukasz Agnieszka Jiří Zoltán Ioana Mehmet Elif Ayşe`),
		worldSurnames: strings.Fields(`Mensah Owusu Boateng Asante Okafor Adeyemi Okonkwo Nwosu Eze Balogun Diallo Traoré
		Ndiaye Keita Coulibaly Nguyen Tran Le Pham Hoang Phan Vu O'Sullivan Murphy Kavanagh Byrne Gallagher McCarthy
		Lindqvist Johansson Haugen Andersen Nieminen Nakamura Tanaka Sato Suzuki Watanabe Kim Park Choi Jung Patel Sharma
		Iyer Reddy Gupta Chatterjee Haddad Nasser El-Amin Khalil Mansour Kowalski Nowak Novák Horváth Popescu Yılmaz
		Demir Fernández González Rodríguez Castro Torres Müller Schneider Dubois Lefèvre Rossi Esposito`),
		chineseSurnames: strings.Fields(`Zhang Wang Li Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo Lin`),
		chineseGiven:    strings.Fields(`Wei Fang Na Min Jing Lei Yang Jun Yan Jie Tao Ming Chao Xiuying Xiaoming Hui`),
	}
}
