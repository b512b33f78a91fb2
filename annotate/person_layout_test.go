package annotate_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/names"
	"github.com/preempt-dev/preempt/keyring"
	"github.com/preempt-dev/preempt/sanitize"
)

// personSpans returns the person spans the annotator finds in text.
func personSpans(ann *annotate.Annotator, text string) []string {
	return spansOfType(ann, text, "person")
}

// spansOfType returns the text of the spans of the type id the annotator finds in text.
func spansOfType(ann *annotate.Annotator, text, id string) []string {
	var got []string
	for _, s := range ann.Annotate([]byte(text)) {
		if s.Type.ID == id {
			got = append(got, text[s.Start:s.End])
		}
	}
	return got
}

// personFixture returns the default annotator and a sanitizer with a fixed key.
func personFixture(t *testing.T) (*annotate.Annotator, *sanitize.Sanitizer) {
	t.Helper()
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	key, err := keyring.FromBytes(bytes.Repeat([]byte{7}, 32))
	if err != nil {
		t.Fatal(err)
	}
	san, err := sanitize.New(reg, key, sanitize.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return annotate.New(reg), san
}

// checkNamesFoundAgain checks that the annotator finds want as the person names of text and
// as many names in its ciphertext (type preservation).
func checkNamesFoundAgain(t *testing.T, ann *annotate.Annotator, san *sanitize.Sanitizer, text string, want []string) {
	t.Helper()
	if got := personSpans(ann, text); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("%q: got %q, want %q", text, got, want)
		return
	}
	cipher, err := sanitized(ann, san, text)
	if err != nil {
		t.Errorf("%q: sanitize: %v", text, err)
		return
	}
	if again := personSpans(ann, cipher); len(again) != len(want) {
		t.Errorf("%q: ciphertext %q: names found again %q, want %d", text, cipher, again, len(want))
	}
}

// sanitized returns text sanitized.
func sanitized(ann *annotate.Annotator, san *sanitize.Sanitizer, text string) (string, error) {
	var out bytes.Buffer
	_, err := san.Sanitize(&out, strings.NewReader(text), ann)
	return out.String(), err
}

// Names that the layout marks (HL7 name fields, name columns of tables, name keys, SQL
// INSERT columns, chat speakers and their lower-case mentions) are found whatever their case
// and whether a list knows them; their ciphertext is found again as as many names (type
// preservation), and sanitize accepts them (the codec can encrypt them).
func TestPersonLayoutNames(t *testing.T) {
	ann, san := personFixture(t)
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"PID|1||8812231^^^GENHOSP^MR||MENSAH^KOFI^^^||19720411|M\nNK1|1|ADEYEMI^OLUWASEUN|BRO\n",
			[]string{"MENSAH", "KOFI", "ADEYEMI", "OLUWASEUN"}},
		{"PV1|1|I|ICU^12^B||||0042^LINDQVIST^SIGRID^^^DR\n", []string{"LINDQVIST", "SIGRID"}},
		// A chat's lower-case word after an apostrophe inside a word is none ("aujourd'hui").
		{"Hélène Vasseur  08:15\nje corrige aujourd'hui avec paul\nMarc Dubois  08:21\nok\n",
			[]string{"Hélène Vasseur", "paul", "Marc Dubois"}},
		// The labels of a form repeated line by line are no chat's speakers: a hotel's
		// registration forms.
		{"Meldeschein 1\nName: Krüger, Matthias\nAnschrift: Lindenstraße 12, Dresden\nMitreisende: Krüger, Anja\nAnreise: 01.08.2025\n\n" +
			"Meldeschein 2\nName: Jansen, Eva\nAnschrift: Keizersgracht 301, Amsterdam\nMitreisende: Jansen, Pieter\nAnreise: 02.08.2025\n\n" +
			"Meldeschein 3\nName: Weber, Jonas\nAnschrift: Hamburg\nMitreisende: keine\nAnreise: 03.08.2025\n",
			[]string{"Krüger, Matthias", "Krüger, Anja", "Jansen, Eva", "Jansen, Pieter", "Weber, Jonas"}},
		// A chat's lower-case given name that is also a word ("lily") before a possessive and
		// a word for a relative; not a word so placed that is no given name ("his dad").
		{"[12/03/25, 12:48:11] Priya Shah: can also take 2 kids, ask lily's mum if she needs a lift\n" +
			"[12/03/25, 12:50:02] Gemma Walsh: lily's mum is Rachel, she is away. the rose garden is shut, his dad said\n",
			[]string{"Priya Shah", "lily", "Gemma Walsh", "lily", "Rachel"}},
		// A lower-case given name after "and" in a chat; not a verb that is one too ("Said").
		{"[00:00:12] MAYA: welcome back, me and kwabena are here\n[00:00:20] DELROY: thanks for having me\n" +
			"[00:01:05] DELROY: a man grabbed me by the collar and said \"you have fast hands\"\n",
			[]string{"MAYA", "kwabena", "DELROY", "DELROY"}},
		// The staff of a scheduled resource, a result and a document; a coded field is none.
		{"AIP|1|A|71234^FUJIMOTO^REIKO^^^MD|CARDIOLOGIST\nOBX|1|NM|GLU^Glucose||5.4|mmol/L|||||F|||20240315|LAB^LABCORP|8812^OKAFOR^CHIDI\nTXA|1|DS|TX|20240315|4411^BRANDT^HELGA\n",
			[]string{"FUJIMOTO", "REIKO", "OKAFOR", "CHIDI", "BRANDT", "HELGA"}},
		// An HL7 name quoted in prose, its components joined by carets; not other capitals so
		// joined, nor a segment's coded fields.
		{"It worked for patient WOJCIK^MAREK (DOB 19780214), not for DOE^JANE^Q.\nx = ABC^DEF\nOBX|1|ST|GLU^Glucose||\n",
			[]string{"WOJCIK", "MAREK", "DOE", "JANE"}},
		// A name alone in capitals heading a block (a résumé); not a heading of words.
		{"WANJIRU KAMAU-ODHIAMBO\nData Analyst | Nairobi\n\nPROFESSIONAL SUMMARY\nSeasoned analyst.\n\nWORK EXPERIENCE\nACME CORP\n",
			[]string{"WANJIRU KAMAU-ODHIAMBO"}},
		// A role in parentheses after a name in a list of attendees is none.
		{"Anwesend: Frau Reimann (Klassenlehrerin), Thorsten Weber und Ayşe Demir (Elternvertreter), 19 Eltern\n",
			[]string{"Reimann", "Thorsten Weber", "Ayşe Demir"}},
		// A column headed by a role holds names, on the lists or not.
		{"| Athlete | Coach |\n|---|---|\n| Yomif Dereje | Getachew Wolde |\n| Hiwot Girma | Tsegaye Kebede Ayana |\n",
			[]string{"Yomif Dereje", "Getachew Wolde", "Hiwot Girma", "Tsegaye Kebede Ayana"}},
		// A chat's speaker that is a word for a relative is no name; the name after one is.
		{"[2024-08-02 18:30] grandpa joe: we can do it here\n[2024-08-02 18:31] aunt bev: ok\n[2024-08-02 18:32] Mamá: vale\n[2024-08-02 18:40] grandpa joe: fine\n",
			[]string{"joe", "bev", "joe"}},
		// A surname field's value that opens with its particles is the name whole.
		{`{"vorname": "Maximilian", "nachname": "von Stetten", "diagnose": "de novo"}` + "\n",
			[]string{"Maximilian", "von Stetten"}},
		{"last_name: van der Berg\napellidos: dos Santos Oliveira\n", []string{"van der Berg", "dos Santos Oliveira"}},
		// A record without a header: a listed given name and a listed surname side by side,
		// or together in one field; not a title, a country or a header's words.
		{"CLM|CL-7781201|HOLLOWAY|MARCUS|19770214|412993058|AETNA\n214;Herr;Nakashima;Kenta;1985-04-23;Nigeria\nK-1\tgurpreet sandhu\t4085550111\tVeg\n",
			[]string{"HOLLOWAY", "MARCUS", "Nakashima", "Kenta", "gurpreet sandhu"}},
		{"Nachname;Vorname;Geburtsdatum;Alter;Mitgliedsnr.;Beitrag 2024;IBAN;Telefon\nOP-311 | 07/04/2025 | Island hopping | Dock 12\n", nil},
		// A chat's lower-case word on no list after a verb of asking or telling is a name; not
		// a tool's name after a word that is no such verb.
		{"[10:02] amara: tell abena to call me\n[10:03] kofi: can u ask tunde if he has the keys\n[10:04] kofi: ping chidi too, with kubectl\n",
			[]string{"amara", "abena", "kofi", "tunde", "kofi", "chidi"}},
		// One line copied out of a chat, its speaker a given name on the lists.
		{"[10:02] amara: can u ask tunde if he has the keys\n", []string{"amara", "tunde"}},
		// Lydia, the French payment app, where a word for paying stands beside it; Lydia the
		// person elsewhere.
		{"[20:34] Mathieu: ok je fais un Lydia à karim pour ma part\n[21:11] Camille: Lydia ou virement, versez sur Lydia\n",
			[]string{"Mathieu", "karim", "Camille"}},
		{"Lydia m'a envoyé 20 €. Merci Lydia !\n", []string{"Lydia", "Lydia"}},
		// English "a" after a thanks is an article: "Thanks a million" names nobody.
		{"Thanks a million for minding the gang,\nSiobhán\n", []string{"Siobhán"}},
		// A chat's "til" (until) is no name, nor is a grandmother ("my lola", "mamie").
		{"[19:53] Siobhán Murphy: asked him, he's away til the 20th\n[19:55] Ciarán: my lola in Cebu kept ducks, ask mamie\n" +
			"[19:56] Siobhán Murphy: who's doing the lift to the swimming gala? db conn pool saturated again\n",
			[]string{"Siobhán Murphy", "Ciarán", "Siobhán Murphy"}},
		// Hindi words of a Hinglish chat that are given names elsewhere are none ("hai", "ki",
		// "kya", "kal").
		{"Family ❤️\n[8:14 pm] Mummy: Beta, Rohan ki engagement 23rd March ko fix hui hai, Jaipur mein. Ladki ka naam Ishita Agarwal hai\n" +
			"[8:16 pm] Papa: Venue Rambagh Palace nahi hai, Agarwal ji ka farmhouse hai Ajmer Road pe. kya baat hai, kal milte hain\n",
			[]string{"Rohan", "Ishita Agarwal", "Agarwal"}},
		// French text's grandmother alone is no name; the American name is one in English.
		{"[19:42] Sophie Laurent: Pour les 80 ans de mamie, on réserve où ?\n[08:02] Sophie Laurent: Mamie est née le 4 avril 1944, pas le 6.\n",
			[]string{"Sophie Laurent", "Sophie Laurent"}},
		{"The portrait shows Mamie Eisenhower in 1953. Mamie was the first lady.\n", []string{"Mamie Eisenhower", "Mamie"}},
		// Nigerian given names in lower case after a greeting, a verb of asking, a thanks.
		{"hey tunde, can you ask femi? thanks folake\n", []string{"tunde", "femi", "folake"}},
		// A log line's key=value fields: a value ends before the next key; a key that ends in the
		// key of a part of a name after a prefix names one; a padded quoted value is trimmed.
		{"2025-03-14 23:31:26,009 WARN portal.auth room=233 surname=KOWALCZYK ok=false pms_surname=AL-MANSOURI ip=10.40.3.140\n",
			[]string{"KOWALCZYK", "AL-MANSOURI"}},
		{"level=info user=jdoe first_name=Hiroshi last_name=Nakamura status=ok\n", []string{"Hiroshi", "Nakamura"}},
		{`{"guest_first_name": "Aoife", "holderLastName": "Ní Bhriain"}` + "\nWHERE c.last_name = 'Nowak ' AND dob > '1990-01-01'\n",
			[]string{"Aoife", "Ní Bhriain", "Nowak"}},
		// "LAST, First" in a field, with two surnames and a particle, or in capitals on a
		// shipping label whose fields a slash ends; an address after the comma is none.
		{"Paciente: GONZÁLEZ ORTEGA, María del Carmen\n", []string{"GONZÁLEZ ORTEGA, María del Carmen"}},
		{"SHIP TO: OYELARAN, TEMITOPE / 77 MASSACHUSETTS AVE / CAMBRIDGE MA\nBILL TO: OKONKWO CHIDI, 12 HARBOR RD\n",
			[]string{"OYELARAN, TEMITOPE", "OKONKWO CHIDI"}},
		// A title in capitals before the addressee of a label, and Spanish DON before a name
		// in a police report, are no part of the name.
		{"EMPFÄNGER:\nMS. SOO-JIN PARK\n1520 ELM AVE APT 7\nTORRANCE CA 90501-2214\n", []string{"SOO-JIN PARK"}},
		{"Que ha extraviado la tarjeta a nombre de su marido, DON Manuel Ortega Ruiz, y las llaves de un Seat Ibiza.\n",
			[]string{"Manuel Ortega Ruiz"}},
		// A placeholder surname is a surname too: someone is called Doe.
		{"PID|1||12345^^^MRN||DOE^JANE||19630707|F|||12 Main St^^Springfield^IL^62704\n", []string{"DOE", "JANE"}},
		// The city of an HL7 address, before its state and postal code, is none, in capitals
		// and of two words too.
		{"NK1|2|NOWAK^AGATA|DAU|119 OAK ST^^PARK RIDGE^IL^60068|(847)555-0133||EC\nGT1|1||HALE^MARGARET||1418 HAWTHORNE AVE^^DAYTON^OH^45402\n",
			[]string{"NOWAK", "AGATA", "HALE", "MARGARET"}},
		{"id,customer,city\n1001,\"Haugen, Ingrid\",Oslo\n1002,\"Zhao, Mingyu\",Shanghai\n",
			[]string{"Haugen, Ingrid", "Zhao, Mingyu"}},
		{"first_name,last_name,email\nYaw,Boateng,yaw@example.com\nAoife,Ní Bhriain,aoife@example.ie\n",
			[]string{"Yaw", "Boateng", "Aoife", "Ní Bhriain"}},
		// A data frame as pandas prints it: the cells under the name column, whatever their
		// width; a wide column is set off by one space in the header. Not the key of an
		// aligned assignment.
		{">>> df.head()\n   pers_nr                 name geburtsdatum  alter\n0    10233        Lena Hoffmann   07.09.1992     31\n" +
			"1    10234     Olusegun Afolabi   23.11.1978     45\n\npandas 2.2.1\n",
			[]string{"Lena Hoffmann", "Olusegun Afolabi"}},
		// Given names' and surnames' columns in the plural; an Arabic surname with its particle
		// glued in lower case.
		{"SEQ,SURNAME,GIVEN_NAMES,SEX\n08,AL-SAYED,KHALID BIN OMAR,M\nid,First Name,Last Name\n1,Rania,al-Khatib\n",
			[]string{"AL-SAYED", "KHALID BIN OMAR", "Rania", "al-Khatib"}},
		// A title in a cell of a name column aligned with spaces is no part of the name.
		{"AWB         CONSIGNEE                 PHONE                 DEST\nDXB0094411  MR. FAISAL AL-MANSOORI        +44 7700 900 412     LONDON\n",
			[]string{"FAISAL AL-MANSOORI"}},
		// A place column's cells are no names, in the ciphertext too, whose names are longer
		// or shorter than the header above them.
		{"Why does my groupby return NaN for Dallas? Here's the DataFrame:\n\n>>> df.head(8)\n" +
			"                  name  age     city  salary_usd      joined\n" +
			"0            Aditi Rao   29   Austin       95000  2021-03-15\n" +
			"1          Kofi Mensah   41   Dallas      120000  2015-08-01\n" +
			"2        Lucía Herrera   35  Houston      101500  2018-11-19\n" +
			"3         Nguyen Van An   26   Dallas         NaN  2023-06-05\n" +
			"4       Siddharth Iyer   38   Austin      132000  2012-01-09\n" +
			"5      Maja Kowalewska   44   Dallas      118250  2016-04-25\n" +
			"6           Omar Farouk   31  Houston       88000  2020-09-14\n" +
			"7       Eilidh MacLeod   27   Austin       79000         NaT\n\n",
			[]string{"Aditi Rao", "Kofi Mensah", "Lucía Herrera", "Nguyen Van An", "Siddharth Iyer", "Maja Kowalewska", "Omar Farouk", "Eilidh MacLeod"}},
		{"tags = {\n  Name       = \"private-a\"\n  Owner      = \"ops team\"\n}\n", nil},
		// FHIR's and a payment API's name keys: "given", "family", a card's "holder".
		{`{"name": {"given": "Seo-yeon", "family": "Kim"}, "card": {"holder": "SEO YEON KIM", "exp_year": 2027}}` + "\n" +
			`{"resourceType": "Patient", "name": [{"family": "Okonkwo", "given": ["Chidi", "Emeka"]}]}` + "\n",
			[]string{"Seo-yeon", "Kim", "SEO YEON KIM", "Okonkwo", "Chidi", "Emeka"}},
		// The people of an iCalendar event: its CN parameters, not its property names.
		{"BEGIN:VEVENT\nORGANIZER;CN=Alejandra Ruiz Cabrera:mailto:aruiz@example.org\n" +
			"ATTENDEE;CN=Nkechi Eze;ROLE=REQ-PARTICIPANT:mailto:nkechi@example.com\n" +
			"ATTENDEE;CN=\"Okafor, Chidi\";ROLE=OPT-PARTICIPANT:mailto:c@example.org\nEND:VEVENT\n",
			[]string{"Alejandra Ruiz Cabrera", "Nkechi Eze", "Okafor, Chidi"}},
		// Letters outside the codec's alphabet that it encrypts as generic pseudo names.
		{"first_name,last_name\nSigurður,Þórðarson\n", []string{"Sigurður", "Þórðarson"}},
		// A name of ten letters with one outside the codec's alphabet: its ciphertext, a
		// generic pseudo name, is longer than any name word, and found again all the same.
		{`{"name": {"first": "Sigrún", "last": "Þórsdóttir"}}` + "\n", []string{"Sigrún", "Þórsdóttir"}},
		// A hyphenated given name the codec has no class for becomes two pseudo names joined by
		// the hyphen, which the same rule takes.
		{"Merci Geneviève! Léa-Rose a une allergie aux arachides.\n", []string{"Geneviève", "Léa-Rose"}},
		{"| Patient | Sex | Age |\n|---|---|---|\n| Dang Thu Trang | F | 33 |\n", []string{"Dang Thu Trang"}},
		{`{"customer": {"name": "Nguyen Van An", "tier": "gold"}}`, []string{"Nguyen Van An"}},
		// A nickname or preferred name's field; not the word of another preference.
		{"First Name,Last Name,Nickname,Email\nRobert,MacAllister,Rab,rab@example.com\n" +
			`{"first": "Desmond", "last": "Achterberg", "preferred": "Des", "contact": {"preferred": "email"}}`,
			[]string{"Robert", "MacAllister", "Rab", "Desmond", "Achterberg", "Des"}},
		{"INSERT INTO customers (first_name, last_name) VALUES ('Chinonso', 'Eze');\n", []string{"Chinonso", "Eze"}},
		// Without a column list: quoted one-word values in a row, one of them listed.
		{"INSERT INTO patients VALUES (7, 'Chinonso', 'Eze', 'F', 'Lagos Road');\n", []string{"Chinonso", "Eze"}},
		{"ADMIN_NAME=Sindre Bakken\n", []string{"Sindre Bakken"}},
		// A second table's header right after a table is no row of names.
		{"Full Name,Department\nMateus Oliveira,Finance\n\"Last Name\",\"First Name\"\n\"Haddad\",\"Yasmin\"\n",
			[]string{"Mateus Oliveira", "Haddad", "Yasmin"}},
		// Keys of shipping papers, bookings and forms; a company as the value is none.
		{"Consignee: OKAFOR CHIDI\nPassenger: Ingrid Solberg\nShipper: ACME LOGISTICS LTD\nBuyer: Globex Corporation\n",
			[]string{"OKAFOR CHIDI", "Ingrid Solberg"}},
		// "first" and "last" keys or columns side by side are a name's parts; a weekday is none.
		{`{"customer":{"first":"Kwame","last":"Asante","email":"k@example.com"}}`, []string{"Kwame", "Asante"}},
		{"first,last,email\nYaw,Boateng,yaw@example.com\n", []string{"Yaw", "Boateng"}},
		{`{"first": true, "last": "Monday", "page": 2}`, nil},
		// A full name before a comma ends the field's name; "LAST, First" stays one, with an
		// Irish prefix too; a support address and a walk-in are no names.
		{"Name: Kofi Mensah, Teacher\nName: Ní Bhriain, Aoife\nFrom: Support <support@acme.com>\nCustomer: Walk-in\n",
			[]string{"Kofi Mensah", "Ní Bhriain, Aoife"}},
		// So does an initial and a surname, before a role of several words.
		{"Daily site diary\nPrepared by: T. Wiśniewski, Site Foreman\n", []string{"T. Wiśniewski"}},
		// "LAST, First M": the middle initial without its dot is the name's, not a judge's J.
		{"Name: HUGHES, DARNELL J    DOB: 11/03/1988\n", []string{"HUGHES, DARNELL J"}},
		// Names in capitals after titles in capitals, in a rooming list; "MR CLEAN" is none.
		{"MS CHAIYAPORN SIRIPORN / MS SRISUK KANOKWAN – Deluxe Twin – 12MAY25\nMR RATTANAKUL THANAWAT – Deluxe King\nMR CLEAN\n",
			[]string{"CHAIYAPORN SIRIPORN", "SRISUK KANOKWAN", "RATTANAKUL THANAWAT"}},
		// A status in capitals before a comma is no surname.
		{"12:15 – 41 Darwin Street – CANCELLED, Jake from the agency already let it.\n", []string{"Jake"}},
		// An address block's name ends at its first comma.
		{"BILL TO: OKONKWO CHIDI, 12 HARBOR RD\nShip to: Ama Owusu, 4 Palm St, Accra\n", []string{"OKONKWO CHIDI", "Ama Owusu"}},
		// A surname in capitals before the given name, as forms write it.
		{"Meeting with LIU Yang and CHEN Jie tomorrow; signed DUPONT Jean.\n", []string{"LIU Yang", "CHEN Jie", "DUPONT Jean"}},
		{"Patient: Ó Fearghail, Caoimhe   Sex: F   Age: 29\n", []string{"Ó Fearghail, Caoimhe"}},
		{"[09:12] kofi: did anyone call the landlord\n[09:13] siobhan: not yet\n[09:15] kofi: ok ask siobhan again\n",
			[]string{"kofi", "siobhan", "kofi", "siobhan"}},
		{"[14:09] maría josé: hey\n[14:10] lena: tell amara too\n", []string{"maría josé", "lena", "amara"}},
		{"youssef: ok see u Friday\ningrid: cool, my new number is 212-650-2305\n", []string{"youssef", "ingrid"}},
		// The other speaker may be a handle, or a given name and an initial.
		{"cashflip_kingz: bro send $100 i flip it\njaylen: fr? ok sent\ncashflip_kingz: got it\njaylen: i only got like $35 left\n",
			[]string{"jaylen", "jaylen"}},
		{"Fatima Z: ok midterm 2 is March 14\njaden: wait fr??\nFatima Z: fr. room 201\njaden: ok\n",
			[]string{"Fatima Z", "jaden", "Fatima Z", "jaden"}},
		// The one other side of a chat with "me", on no list, speaking in prose on two lines.
		{"Roxo 🌻: can u book the hotel for us?\nme: sure\nRoxo 🌻: use my card pls\nme: ROXO. no\n",
			[]string{"Roxo", "Roxo", "ROXO"}},
		// Not a label that speaks once, nor the other side of a chat without "me".
		{"Roxo: can u book the hotel for us?\nme: sure\n", nil},
		{"roxo: can u book the hotel for us?\nme: sure\nroxo: use my card pls\n", []string{"roxo", "roxo"}},
		{"roxo: can u book the hotel for us?\nyou: sure\nroxo: use my card pls\n", nil},
		// A relative before a name is a strong cue; a hyphenated given name keeps its
		// lower-case part.
		{"46 yo M with hx of HTN, seen 4/23/22. Son Yuting (512-443-1303) present.\n", []string{"Yuting"}},
		{"49 yo M with hx of HTN, seen 12/5/22. Son Seo-yeon (801-791-9363) present.\n", []string{"Seo-yeon"}},
		// A name key's value without its title; more keys of people (agent, owner, landlord).
		{"Customer: Mr. Abernathy\nLandlord: Dr Emeka Obi\n", []string{"Abernathy", "Emeka Obi"}},
		{"| Ticket | Customer | Agent | Status |\n|---|---|---|---|\n| 5512 | Dagny Solberg | Pavel Novak | Open |\n| 5513 | Acme Corp | Lwazi Khumalo | Closed |\n",
			[]string{"Dagny Solberg", "Pavel Novak", "Lwazi Khumalo"}},
		// With a named speaker, the other may be on no list if general text rarely uses it.
		{"james: ok see u October 1\nthi lan: cool, my new number is 310-430-9031\n", []string{"james", "thi lan"}},
		{"siobhán: ok see u July 22\nxiaoming: cool, my new number is 312-314-5036\n", []string{"siobhán", "xiaoming"}},
		{"daniela: ok see u December 27\nmin-jun: cool, my new number is 312-285-0412\n", []string{"daniela", "min-jun"}},
		// Outside a chat: a lower-case listed given name after a word that addresses a person;
		// not a given name that is also a word ("will", "grace", "mark").
		{"pls tell abena to call me, and ask will or grace. Thanks kofi! ping mark\n", []string{"abena", "kofi"}},
		// A particle that some names have, or one in capitals between names in capitals, joins
		// two names found apart into one.
		{"Our tenant Rhys ap Gwilym paid late.\nBeneficiary: MARIA CONCEICAO DOS SANTOS PEREIRA\nCC: JOANA DOS SANTOS; PEDRO DA COSTA\n",
			[]string{"Rhys ap Gwilym", "MARIA CONCEICAO DOS SANTOS PEREIRA", "JOANA DOS SANTOS", "PEDRO DA COSTA"}},
		{"Associée (40 %) : Mme Maria do Céu Vasquez, née le 3 août 1974\n", []string{"Maria do Céu Vasquez"}},
		// A chat's given name and surname found word by word are one mention; two given names
		// are two people.
		{"[10:02] lina: dr kemal özkan said ok\n[10:03] omar: ask ananya anna\n[10:04] lina: ok\n", []string{"lina", "kemal özkan", "omar", "ananya", "anna", "lina"}},
		// A chat's lower-case given name and the initial or the rare word after it: one name;
		// not a kiss, a pronoun, a verb or a stretched word.
		{"[10:12] sabine k.: ok\n[10:13] omar: this is dennis okonjo, account holder\n[10:14] lina: if abena swaps with me, thanks!! lina x\n",
			[]string{"sabine k.", "omar", "dennis okonjo", "lina", "abena", "lina"}},
		// A name given, a role and a parent cue a lower-case name, and a listed surname after
		// it; not a word of general text, nor after "so-called".
		{"ref was a bloke called keith. their manager mick doherty was laughing, his mum abena was upset. my dad has bought milk. the so-called true stories\n",
			[]string{"keith", "mick doherty", "abena"}},
		// After an article, a demonstrative or a pronoun before a verb, a lower-case word is
		// no name, though a list has it ("the tesla", "el carbón", "se cierra", "le dan"); a
		// name after "on", "that" or a possessive is.
		{"[09:15] kofi: also the tesla charger is broken\n[09:16] ellie: ok\n[09:17] lucía: el carbón lo compra nico, se cierra el pedido\n[09:18] ellie: still waiting on liam, my eleni too\n",
			[]string{"kofi", "ellie", "lucía", "nico", "ellie", "liam", "eleni"}},
		// Words of general text shaped like pseudo names are no lower-case names in a chat.
		{"[20:16] jorge: a ti o a la tutora?\n[20:17] marta: on divise en 4, pesada\n[20:18] jorge: ok marta\n", []string{"jorge", "marta", "jorge", "marta"}},
		// A support agent's role before the speaker's name is no part of it.
		{"[10:23] Agent Inès : Je suis désolée, Monsieur Rousseau.\n[10:24] Karim : merci\n[10:26] Agent Inès : J'ouvre une enquête.\n",
			[]string{"Inès", "Rousseau", "Karim", "Inès"}},
		// Teams copied as text: a header line of its own names the speaker, "LAST, First" whole;
		// the message on the lines after it names people in lower case as a chat's line does.
		{"[08:47] Krüger, Sabine\nMorgen! VPN geht nicht, jens hat dasselbe\n[08:49] Nguyen, Duc Anh\nbei mir auch\n[08:52] Krüger, Sabine\nok\n",
			[]string{"Krüger, Sabine", "jens", "Nguyen, Duc Anh", "Krüger, Sabine"}},
		// Minutes name a motion's mover and seconder with a slash; a slash between other words
		// does not.
		{"- Motion (Okonjo/Fairbanks) to renew the lease: passed 4-0\n- budget approved, Diallo/Zhou, 4-0\n", []string{"Okonjo", "Fairbanks", "Diallo", "Zhou"}},
		{"- approved the I/O budget and the TCP/IP plan, Sales/Marketing, see docs/Readme\n", nil},
		// An Austrian degree before a name is a title.
		{"Am Mittwoch einigten sie sich vor Richterin Mag. Barbara Unterberger auf einen Vergleich.\n", []string{"Barbara Unterberger"}},
		// A firm, a fair, a shop, a troupe or a fund named after a person is none.
		{"Bids from Martinez Brothers and Mendoza Digital; met Ferrara Candy at the Canton Fair. Dinner at Rosa Pizzeria with Ana Ruiz.\n",
			[]string{"Ana Ruiz"}},
		{"The beds were built by volunteers from Kowalski Lumber, with the Nguyen Family Lion Dance Troupe and drummer Phạm Quốc Bảo.\n",
			[]string{"Phạm Quốc Bảo"}},
		{"Owner: The Shamrock Partnership\nThe scholarships are funded by the Gloria & Raymond Escalante Endowment.\n", nil},
		// A grandparent's word alone is no name, nor is a feast; a name after them is.
		{"[19:02] Siân: ok everyone, Nana's 90th!!! I'll collect Nana, Taid too.\nTu viens pour Noël ? Maman dit oui, Léa aussi.\n",
			[]string{"Siân", "Léa"}},
		// After "to" or "with", a lower-case given name many people bear; not a word of a few.
		{"no way. i'm escalating to gordon\nswitched to oral amoxicillin; in order to ace this; living with vitiligo\n" +
			"i'll raise it with gordon mcintyre tomorrow\n", []string{"gordon", "gordon mcintyre"}},
		// A name field's value that a firm's word ends, maybe abbreviated, is a firm's name.
		{"{\"Account\": {\"Name\": \"Wells Fargo Advisors\"}, \"Owner\": {\"Name\": \"Halden Moreau Inc.\"}, \"FirstName\": \"Ingrid\"}\n",
			[]string{"Ingrid"}},
		// Spanish "Don" before a speaker's given name is a title.
		{"[10/2/25 08:20] Rosa Ccori: hola, 15 docenas para Huancayo, te deposito mañana\n" +
			"[10/2/25 08:25] Don Hilario: 20 docenas para el Cusco\n[10/2/25 08:30] Rosa Ccori: anotado\n",
			[]string{"Rosa Ccori", "Hilario", "Rosa Ccori"}},
		// A text written in lower case as a chat is, outside a chat's layout: a given name
		// many people bear, with its listed surname, or paired with "me" ("me and dom"); not one
		// that is a word ("will", "grace"), nor one in code or a file's name.
		{"hi mr okafor, its bella from flat 3. me and dom have no hot water. the guy you sent (steve?) said so.\n" +
			"- will and grace said it's fine. the buyer (kristen holloway) agreed.\nsee jobs/steve.lua and `dave`\n" +
			"ty all. jo and nadège said so.\nlist the ones who haven't paid. we use joi 17.12.2 here.\n",
			[]string{"okafor", "bella", "dom", "steve", "kristen holloway", "jo", "nadège"}},
		// A lower-case given name with an age in parentheses; not a word so numbered.
		{"kids: mo (7) and layla (4). the room (4) and item (3).\n", []string{"layla"}},
		// A weekday heading a day's plan is no name, nor is a currency in lower case.
		{"Monday: IT setup with Grzegorz at 9:30, lunch at Dishoom.\nTuesday: product training all day with Yasmin Haddad.\n" +
			"Wednesday: shadow Ellie Wainwright on her calls.\n[03:20] Folasade Adeyemi: Both. We pay annually in naira, not dollars.\n",
			[]string{"Grzegorz", "Yasmin Haddad", "Ellie Wainwright", "Folasade Adeyemi"}},
		// Honorifics of Ethiopia, Nigeria and the Philippines are titles, outside the name.
		{"Chair: Weyzero Tigist Haile. Mallam Ado Gwarzo will load. Call Atty. Ramos or Engr. Bello.\n",
			[]string{"Tigist Haile", "Ado Gwarzo", "Ramos", "Bello"}},
		// A double surname with a word of a name list in it, after a particle.
		{"Wie Sie wissen, vertreten wir Ihre Schwester, Frau Beatrix von Engel-Hartung, in der Sache.\n", []string{"Beatrix von Engel-Hartung"}},
		// A name field's value of a name and a job after a comma is no "LAST, First".
		{"Bill to: Marcus Oyelaran-Webb, Operations Manager\nPatient: Ó Fearghail, Caoimhe\n", []string{"Marcus Oyelaran-Webb", "Ó Fearghail, Caoimhe"}},
		// Passengers as tickets write them, surname and given names parted by a slash, one
		// span without the title; not the slashes of acronyms or function words.
		{"1. DIALLO/OUMOU MME – Billet 057 2188493027\n2. NGUYEN/VAN AN MR\nTCP/IP MR, N/A M, AND/OR MS\n" +
			"9033   ALVES DA SILVA/RODRIGO MR     1959-01-23\nLead: DESHPANDE/ROHAN\nNational POW/MIA Recognition Day\n",
			[]string{"DIALLO/OUMOU", "NGUYEN/VAN AN", "ALVES DA SILVA/RODRIGO", "DESHPANDE/ROHAN"}},
		// A speaker's genitive in a German chat: the name without its s.
		{"[19:07] lisa: hallo\n[19:08] svenja: dominik (lisas verlobter) zahlt\n", []string{"lisa", "svenja", "dominik", "lisa"}},
		// A speaker with a note in parentheses.
		{"Kemal: bin dabei\nBirgit (2. OG): ich auch\nKemal: gut\nBirgit (2. OG): frau engelhardt ist zuständig\n",
			[]string{"Kemal", "Birgit", "Kemal", "Birgit", "engelhardt"}},
		// A chat copied with the time alone before each speaker.
		{"18:02 Jana: hey leute, wer macht die torte?\n18:06 Jana: super! tante gabi bringt salate mit\n18:15 Lea: kann jemand opa heinz abholen?\n",
			[]string{"Jana", "Jana", "gabi", "Lea", "heinz"}},
		// An exported chat stamps each line with a date and a time; a relative in Chinese may
		// come before the romanised name. A log's seconds make its components no speakers.
		{"2024-11-03 20:15 大姐 xiaohong: ye ye's scan came back\n2024-11-03 20:16 lin wei: biopsy when??\n2024-11-03 20:18 大姐 xiaohong: nov 12. lin wei can u come\n",
			[]string{"xiaohong", "lin wei", "xiaohong", "lin wei"}},
		{"2024/06/03 22:41:07 config: loaded 14 keys from /etc/ledger/config.toml\n2024/06/03 22:41:07 http: listening on :9090\n2024/06/03 22:41:08 config: reloaded the keys\n", nil},
		// Stand-up notes in lower case name their speakers; a list of labels does not.
		{"standup tue\n- kim: blocked, needs keys from rahul\n- rahul: fixed the import bug\n", []string{"kim", "rahul", "rahul"}},
		{"Vendors:\n- Dell: laptops, $1,349 per unit\n- Lenovo: cheaper\n", nil},
		// The lines of a speaker whose handle is no name mention names as the others' do.
		{"[21:12] NightOwl42: me + devin can come\n[21:13] jay: ask priya, she has the car\n[21:14] NightOwl42: ok\n[21:15] jay: cool\n",
			[]string{"devin", "jay", "priya", "jay"}},
		// In a chat of named speakers, a speaker who is a word (a nickname) is a person too; a
		// relative is not.
		{"14/03/2025, 20:10 - Marta López: la abuela cumple años\n14/03/2025, 20:13 - Nacho: llevo la tortilla\n" +
			"14/03/2025, 20:15 - Lucía Gómez: yo voy en mi coche\n14/03/2025, 20:27 - Mamá: a mí\n",
			[]string{"Marta López", "Nacho", "Lucía Gómez"}},
		// A role before a name is no part of it, as a title is not.
		{"06/07/2024, 21:14 - Skipper Imran: Team for Sunday\nTrainer Sven Lindqvist sagte, es sei knapp.\n",
			[]string{"Imran", "Sven Lindqvist"}},
		// A firm after "Fa." and an institution named after a person; not a room where one is.
		{"Ausgaben (Fa. Walther, Ulm). Sie wohnt im Seniorenzentrum Albert Schweitzer. Ich traf im Treppenhaus Anna Weber.\n",
			[]string{"Anna Weber"}},
		// A town alone in parentheses after a name is where the person works; a name alone in
		// parentheses after a role is the person's.
		{"Co-investigators: Dr Sinéad Brophy (Cardiff), Dr Tariq Mahmood Chaudhry (Bristol)\nNotas de la jefa de tráfico (Pilar):\n",
			[]string{"Sinéad Brophy", "Tariq Mahmood Chaudhry", "Pilar"}},
		// A town after a verb of going and "to"; a person after "to" alone.
		{"Rafiq, who only moved to Bradford from Sylhet last autumn, took 2-19.\n", []string{"Rafiq"}},
		{"Send the draft to Bradford before Friday.\n", []string{"Bradford"}},
		// A letter's dateline: its town before the date.
		{"Fdo.: Dra. Fernández Villalobos – Sevilla, 24 de febrero de 2025\nValencia, a 28 de febrero de 2025\nLyon, le 3 mars 2025\n",
			[]string{"Fernández Villalobos"}},
		// A firm of a name and a legal form written as initials is the firm.
		{"Cliente: Reformas Albéniz S.L.; contacto Rodrigo Albéniz Sáez\nDISTRIBUCIONES LEVANTE, S.A.\nProveedor: Ramón Gómez S.L. (CIF B12345678)\n",
			[]string{"Rodrigo Albéniz Sáez"}},
		// An institution with an adjective before the person it is named after, a room after
		// one; a role phrase before a person is none.
		{"La charla será en la Biblioteca Municipal Gabriel Celaya. Location: Ada Lovelace Room, 4th floor. Madame l'Inspectrice d'académie Hamidou est là.\n",
			[]string{"Hamidou"}},
		// A name in quotes after the noun of a thing names the thing; after a title or a word it
		// is a person's.
		{"Die Fahrt in die Jugendherberge „Theodor Heuss“ ist im Mai. Das Büro ist im Haus „Clara Zetkin“. Stichwort „Helmut Baumgartner“.\n",
			[]string{"Helmut Baumgartner"}},
		// The thing's noun a few capitalised words or a number before the quote; not past a
		// note, another field or a verb.
		{"la Escuela Primaria \"Emiliano Zapata\" y la ESCUELA N.º 117 \"José Pedro Varela\". Hotel Victoria (Stichwort „Ana Okafor“). " +
			"School hoodie labelled \"E. NOWICKI\".\n", []string{"Ana Okafor", "E. NOWICKI"}},
		// The surname in capitals beside the given name is part of the name; a credential or a
		// rank's abbreviation is not.
		{"Monsieur Karim BENSALEM, né à Oran\nBOUAZZA Inès – moyenne 16,8\nCalled to Dr Rita Vasquez by T. Nguyen MLS.\n",
			[]string{"Karim BENSALEM", "BOUAZZA Inès", "Rita Vasquez", "T. Nguyen"}},
		// An HL7 field's code of capitals is no name; a surname in a segment's text is.
		{"MSH|^~\\&|ORBIS|UKE_HH|KIS_GW|RAD|20240311084512||ADT^A01|MSG00048213|P|2.5|||AL|NE|DEU\n" +
			"PID|1||0048812731^^^UKE^PI||SCHWARZ^ANNELIESE^^^^^L||19470918|F|||||040 4711 2290^PRN^PH|0171 8830 441^ORN^CP\n" +
			"NTE|1||Called to K. Abara RN at 08:14 by tech LIU.\n",
			[]string{"SCHWARZ", "ANNELIESE", "K. Abara", "LIU"}},
		// A German imperative before "bitte" opens many prompts; it is no subject.
		{"Extrahiere bitte alle Vorfälle aus diesen Meldungen in eine Tabelle mit den Spalten Datum, Ort, Delikt.\n\n" +
			"LANDESPOLIZEIDIREKTION WIEN – Presseaussendungen\n", nil},
		// A chat's speaker named with a role is mentioned by the name alone, a speaker by the
		// start of the given name.
		{"[Sat 10:02] Coach Gaz: Morning all!\n[Sat 10:12] Lisa Pickering: is it 5?\n[Sat 10:15] Santiago Benedetti: ok\n" +
			"[Sat 10:30] Lisa Pickering: gaz are you in? santi too?\n",
			[]string{"Gaz", "Lisa Pickering", "Santiago Benedetti", "Lisa Pickering", "gaz", "santi"}},
		// A district and a health centre named after a person; an old paper's name after a
		// district with its article, where a comma was lost, is a name.
		{"T4 lumineux, quartier Jean Jaurès, Toulouse. Centro de Salud Santiago Ramón y Cajal.\ncommissaire du quartier d'Auteuil Duerooq, commissaire\n",
			[]string{"Duerooq"}},
		// Brands named after their founders are no people.
		{"Le devis de Leroy Merlin s'élève à 6 480 €, dit Olivier Martin. Contractor quote (Benjamin Moore paints), a Jack Wolfskin jacket.\n",
			[]string{"Olivier Martin"}},
		// A shipping label's addressee after the carrier's heading and the label.
		{"DHL PAKET – EMPFÄNGER:\nKLAUS-PETER BRÜGGEMANN\nMÜHLENSTRASSE 14\nKIEL\n", []string{"KLAUS-PETER BRÜGGEMANN"}},
		// A reply's mark at a line's start is no speaker, a greeting's abbreviation no part of
		// the sender's name.
		{"Bitte bis Montag.\n\nLG Silke\n\n---\nVon: Frank Kühne\nAW: Leonies Geld habe ich überwiesen.\n",
			[]string{"Silke", "Frank Kühne"}},
		// "Contact" before a name cues it.
		{"Questions? Contact Ebere on +234 1 555 7720. Contact Support if the link fails.\n", []string{"Ebere"}},
		// A peer's see is a place.
		{"Her non-fiction is about Margaret Douglas, Countess of Lennox.\nHenry Petty-Fitzmaurice, Marquess of Lansdowne, shipped his tenants.\n",
			[]string{"Margaret Douglas", "Henry Petty-Fitzmaurice"}},
		// Discord copied as text: a speaker in bold over the message; a handle's parts are no names.
		{"**Clementine Ruiz** — 11/02/2024 9:38 PM\nis the port free?\n**Wojtek** — 11/02/2024 9:40 PM\nyep, same for me\n" +
			"**MacKinnon** — 11/02/2024 9:40 PM\nsame\n" +
			"**nyx_dev** — 11/02/2024 9:41 PM\nthanks all, ask nyx_dev\n",
			[]string{"Clementine Ruiz", "Wojtek", "MacKinnon"}},
		// A patronymic's key and a sibling's are name keys.
		{"    given_name: Bekzod\n    patronymic: Rustamovich\n- grand frère : Aurélien, 4 ans\n", []string{"Bekzod", "Rustamovich", "Aurélien"}},
		// The units of a Lotus Notes address are no names.
		{"To: Paul Y'Barbo / NA / Enron@Enron, Dan Masters / HOU / ECT@ECT\ncc: Doug Leach / HOU / ECT@ECT\n",
			[]string{"Paul Y'Barbo", "Dan Masters", "Doug Leach"}},
		// A Lotus Notes address marks the name before its units, listed or not; a department's
		// mailbox has words of general text.
		{"Jeffrey T Hodge\n03/29/2001 09:01 AM\n    Rudwell Johnson/ENRON@enronXgate\n03/28/2001 05:09 PM\nJeff!\nPlease forward it.\n" +
			"To: Accounts Payable/HOU/ECT@ECT, Oluwaseun Adebanjo/NA/Enron@Enron\n",
			[]string{"Jeffrey T Hodge", "Rudwell Johnson", "Jeff", "Oluwaseun Adebanjo"}},
		// A nickname quoted between the given name and the surname is part of the one mention;
		// not a title in quotes before a name.
		{"Abschied von\n    Heinrich „Heinz“ Vogel\nTestigos: Santiago \"Santi\" Mejía y Ana Ruiz\nRobert “Bob” Smith said.\n",
			[]string{"Heinrich „Heinz“ Vogel", "Santiago \"Santi\" Mejía", "Ana Ruiz", "Robert “Bob” Smith"}},
		// A family named after a saint's place, after a given name and "de".
		{"Témoins : Héloïse de Saint-Aubin et Paul Martin.\nThibault de Saint-Aignan-Laval\nIngénieur data\n",
			[]string{"Héloïse de Saint-Aubin", "Paul Martin", "Thibault de Saint-Aignan-Laval"}},
		// A lower-case name joined to a name found in a chat's line, not a pronoun or a word
		// ("lucas et moi"); a listed name written with its accent ("chloé").
		{"[21:09] Sandrine Morel: dites à lucas et maëlys de venir, hugo, eneko aussi. lucas et moi on arrive\n" +
			"[21:10] Théo Laurent: ok. chloé fait le gâteau\n",
			[]string{"Sandrine Morel", "lucas", "maëlys", "hugo", "eneko", "lucas", "Théo Laurent", "chloé"}},
		// A lower-case name after a word for a relative; not after French "son" ("his").
		{"son fils diogo 17 ans et son voisin. my daughter ama is late.\n", []string{"diogo", "ama"}},
		// A form's labels of two words are no speakers ("First name:").
		{"Field: value\nFirst name: Aaliyah\nLast name: Johnson\nProgram: Nursing, cohort 2024\n", []string{"Aaliyah", "Johnson"}},
		// A transcript's speakers written surname first are names ("Nakagawa Hiroshi:").
		{"Lab meeting (auto-transcript)\n\nNakagawa Hiroshi: OK, let's begin.\nTanaka Ryo: I used the Vitrobot.\nNakagawa Hiroshi: Please do.\n",
			[]string{"Nakagawa Hiroshi", "Tanaka Ryo", "Nakagawa Hiroshi"}},
		// Names in lower case after a title in lower case; not a unit after a number.
		{"plainte de mme lucia ferreira santos: son voisin mr patrick vidal fait du bruit, mme hadjadj a entendu. 3 ms latency, mr smith said\n",
			[]string{"lucia ferreira santos", "patrick vidal", "hadjadj", "smith"}},
		// A doctor's title in lower case too; not a street's "dr." before a word of no list.
		{"Notes: pediatrician dr. huang 408-555-0177 if anything weird. 12 oak dr. suite 4\n", []string{"huang"}},
		// A handle made of a person's names, as a user key's value; not a role's account.
		{"{\"ts\": \"1\", \"user_name\": \"amara.nwankwo\", \"text\": \"proposal\"}\n{\"ts\": \"2\", \"user_name\": \"stefan\", \"text\": \"ok\"}\n" +
			"{\"user\": \"admin\", \"author\": \"jdoe42\", \"login\": \"svc-deploy\"}\n{\"user_name\": \"maria_lopez\"}\n",
			[]string{"amara.nwankwo", "stefan", "maria_lopez"}},
		// A handle of a given name and a listed surname standing as a word, joined by a hyphen
		// or an underscore only after an @ (then the surname may be on no list); not inside an
		// address, a path or code, nor a compound.
		{"[2024-07-03 18:02] maria.lopez: tested, works\n@lucas-moreau can you take a look?\n@maya_okafor: ok so the show got moved\n" +
			"see maria.lopez@x.org, /home/maria.lopez/ and maria.lopez.save(); a demi-bourgeois tone, max_iter = 5000, @gamer_x\n",
			[]string{"maria.lopez", "lucas-moreau", "maya_okafor"}},
		// A chat's speaker with a Korean given name of two syllables on no list.
		{"Soo-ah: also lab report 4 due 3/8 on canvas\nFatima Z: fr. room Hammond 201, 8am\nSoo-ah: JADEN we can print at the library for free\njaden: ok bet\n",
			[]string{"Soo-ah", "Fatima Z", "Soo-ah", "JADEN", "jaden"}},
		// A handle with a listed name among its parts, after an @ or u/ or as a chat's speaker,
		// without the digits that end it; not a key and its value, nor a compound.
		{"@tiff_ahmed: wait is he even on this leg?\n@maya_okafor: @jess_m omg yes, RH said so\n[2024-07-03 18:02] nikolai_petrov: 0.19.2 still panics on windows\n" +
			"lucas.m  10:05 AM\nRT @david_myers77: Idk\nu/theo_grn (OP) : Salut\nmax_iter: 100\nRobert-Bosch-Krankenhaus · Kardiologie\n@pytest.mark.parametrize\n",
			[]string{"tiff_ahmed", "maya_okafor", "jess_m", "nikolai_petrov", "lucas.m", "david_myers", "theo_grn"}},
		// A chat's handle of a given name and an initial or a surname that the codec's classes do
		// not hold, or of the two run together and a tag; not a given name and a word handles
		// use ("nyx_dev", "lucky_trader").
		{"[22/03/2024 19:12] maxime_m: oui ma mère sera là, elle fait des crêpes\n[22/03/2024 19:13] flo_w: sorry hab den range geändert\n" +
			"[22/03/2024 19:14] nyx_dev: ok cool merci beaucoup\n@lucky_trader @fiscal_hawk ok\n@ellenmarshall_dc: the plan got blocked again\n",
			[]string{"maxime_m", "flo_w", "ellenmarshall_dc"}},
		// A handle of one word after an @: a given name, or a given name and a surname run
		// together, maybe after a prefix and with an initial, without the digits that end it; not
		// a group's mention, a JSON key, words of no name, an airline's capitals, an address.
		{"RT @kaylaxmartinez: lol @drjamalwright @JacobWhitesides7 @TheRealAndyK and @Aleks\n" +
			"@channel @here {\"@timestamp\": 1} @HorrorPlaces @ValleyUltras1987 @MAS ana@gmail ok\n",
			[]string{"kaylaxmartinez", "drjamalwright", "JacobWhitesides", "TheRealAndyK", "Aleks"}},
		// A domain is no handle: after an address's elided local part, or ending in a top-level
		// domain ("@paulhastings.com"); a doubled @ or a quotation mark before it still opens
		// a mention.
		{"Email: \"Ryan Reynolds\"<rreynol...@cogeco.ca>\nour address is first name plus @paulhastings.com.\nRT @xx: @@Marti_Sara1D icon\nRT “@Blues4_Nina: no\n",
			[]string{"Ryan Reynolds", "Marti", "Nina"}},
		// After an English title too, a first word no list has; not a rare word after a name.
		{"hi mr okafor, its bella from flat 3. le voisin mr patrick vidal agé de 60 ans, latency 200 ms zumbrota\n",
			[]string{"okafor", "patrick vidal"}},
		// A firm, a job and a street named with a person's words.
		{"Dinner with Dana Whitaker (Baxter International) on Tuesday.\nRole: Senior Data Scientist, hiring manager Ngozi Eze\n" +
			"Location: intersection of Martin Luther King Dr and S W.W. White Rd\n",
			[]string{"Dana Whitaker", "Ngozi Eze"}},
		// A firm's legal form ends its name, alone or after one more word; it is no regnal
		// numeral (L, L and C are letters of numerals), which a name keeps.
		{"We hired Kestrel Digital LLC and Sterling Cooper Creative LLC. Louis XIV and Henry VIII came.\n",
			[]string{"Louis XIV", "Henry VIII"}},
		// A shop or a restaurant named after a person.
		{"La boulangerie Paul et la brasserie Chez Marcel craignent une baisse. Dinner at restaurant Daniel, East 65th St.\n", nil},
		{"Elle travaille aux Laboratoires Pierre Fabre depuis 2019 avec Marie Dubois.\n", []string{"Marie Dubois"}},
		// "Max" before a number is a limit; a person's name elsewhere.
		{"Kannst du eine Pressemitteilung schreiben? Max. 150 Wörter.\nThe essay: max 120 words.\n", nil},
		// A German trade's firm after its owner's name.
		{"Mit freundlichen Grüßen\nTanja Fischer\nFischer Grafikdesign · Lindenallee 4\n", []string{"Tanja Fischer"}},
		// A list of attendees names roles beside the people: words of general text on no list.
		{"Anwesend: Erster Bürgermeister Thomas Kaiser (Vorsitz), Anja Richter, Bernd Vogt\n",
			[]string{"Thomas Kaiser", "Anja Richter", "Bernd Vogt"}},
		// "LAST, First" with the surname in capitals is one name, found whole or in parts; not
		// a word of general text before a comma.
		{"Autos: \"ACOSTA, Milagros Belén c/ Rappi S.A.S.\"\nPaciente: GONZÁLEZ DE LA PEÑA, Alba    Sexo: M\nNOTE, Anna Weber called.\n",
			[]string{"ACOSTA, Milagros Belén", "GONZÁLEZ DE LA PEÑA, Alba", "Anna Weber"}},
		// An apostrophe inside a transliterated name joins its parts; not a possessive, nor
		// French elision at a sentence's start.
		{"Dear Mikheil Saak'ashvili, hi. Mary's book. L'intéressé a signé.\n", []string{"Mikheil Saak'ashvili", "Mary"}},
		{"Coach Lupe Fa'asavalu picked the side. Qu'elle vienne.\n", []string{"Lupe Fa'asavalu"}},
		// A German compound noun after a word for a role is no name, nor a drug's name;
		// a surname after a title and a particle is.
		{"Das Gericht sprach der Klägerin Schmerzengeld zu. Herr von Altenstein kam. Vorhofflimmern unter Apixaban.\n",
			[]string{"von Altenstein"}},
		// ... also in a table's cell and in a numbered list's row.
		{"Cama 510-A | DOS SANTOS PEREIRA, Antônio Carlos | M | 79 a |\n4. KOUASSI, Yao Serge – né le 17/07/1980\n- NOTE, Anna Weber called.\n",
			[]string{"DOS SANTOS PEREIRA, Antônio Carlos", "KOUASSI, Yao Serge", "Anna Weber"}},
		// A chat's speaker named with a role or a relative: the name without it.
		{"[Sat 10:02] Coach Gaz: Morning all!\n[Sat 10:12] Lisa Pickering: is it 5 entry?\n[Sat 10:15] Coach Gaz: 6 this year\n" +
			"[Sat 10:16] Papa de Rayan: je prends Rayan\n[Sat 10:17] Papa de Rayan: ok\n",
			[]string{"Gaz", "Lisa Pickering", "Gaz", "Rayan", "Rayan", "Rayan"}},
		// A name before a Japanese honorific, without it; not a word glued on ("sandbox").
		{"Ask Sato-san about the overhead. Tanaka-kun, go with Mwangi-san. See my-sandbox.\n",
			[]string{"Sato", "Tanaka", "Mwangi"}},
		// ... and one in Japanese script glued to a name in Latin letters; a name in kanji keeps
		// its letters.
		{"請求書\nご担当：Sarah Kowalski様\nAsk Smithさん.\n発行者：田中 美咲\n", []string{"Sarah Kowalski", "Smith"}},
		// Names joined to a cued one, and a text with no capital letter at all.
		{"ok so i told kofi and ama to meet at 5, can u ping kwesi, yaw & abena too\n",
			[]string{"kofi", "ama", "kwesi", "yaw", "abena"}},
		{"can u ping kwesi too", []string{"kwesi"}},
		// A hyphenated lower-case name is one name, not its first part; "-based" is no part.
		{"[09:16] ellie: sanjay can you write it up?\n[09:17] sanjay: yep. will cc ji-woo since it was her release\n[09:18] kofi: ask jo-anne re: the kofi-based plan\n",
			[]string{"ellie", "sanjay", "sanjay", "ji-woo", "kofi", "jo-anne", "kofi"}},
		// In German, French and Spanish, with a word between ("mal", "à", "a"); not a pronoun.
		{"frag mal tobias ob er kommt\ndis à julien de venir\ndile a carlos que llame\ndis à lui\nsa demande au motif\n",
			[]string{"tobias", "julien", "carlos"}},
		// A name its bearer gives in lower case, in any text: listed, or a word of no text; not
		// what follows "my name is" or "call me" otherwise; also in a text without a capital letter.
		{"hi, my name is krithika and my name is on the list. hello my name is john smith, call me back\n",
			[]string{"krithika", "john smith"}},
		{"je m'appelle océane, mi nombre es lucía pérez. My name is not important; call me asap.\n",
			[]string{"océane", "lucía pérez"}},
		// E-mail headers: LAST, First is one name, in semicolon and comma lists.
		{"From: Okonkwo, Chidi\nTo: Lindgren, Saga; Tran, Minh T.\nSent: Monday, March 04, 2002 9:12 AM\n",
			[]string{"Okonkwo, Chidi", "Lindgren, Saga", "Tran, Minh T."}},
		{"X-To: Quispe, Rosa, O'Dwyer, Niamh K., rosa.q@example.com\n", []string{"Quispe, Rosa", "O'Dwyer, Niamh K."}},
		{"From: Irvine, Geraldine\nOn Behalf Of Little, Kelli\n", []string{"Irvine, Geraldine", "Little, Kelli"}},
		// A list of names written with initials: each item (not a heading after a name).
		{"composée de MM. A. B. Baka, L. Wildhaber, D. Gotchev et U. Lohmus, greffier.\n",
			[]string{"A. B. Baka", "L. Wildhaber", "D. Gotchev", "U. Lohmus"}},
		{"John Smith, A. Background.\n", []string{"John Smith"}},
		// A quoted display name in a comma list does not hide the pairs after it.
		{"X-To: \"Dan Douglass\" <dan@example.com>, Harris, Steven, Pryor, Tony\n", []string{"Dan Douglass", "Harris, Steven", "Pryor, Tony"}},
		// A quoted "First Last" display name before an address, in lower case too.
		{"Reply-To: \"brian levine\" <blevine@example.com>\n", []string{"brian levine"}},
		// A quoted display name before its address, outside a header line too.
		{"\"McGilloway, Vangie\" <vangie.m@example.com>\n03/23/2001 10:13 AM\n", []string{"McGilloway, Vangie"}},
		// A suffix, a quoted display name, and unlisted names in a line where one pair is listed.
		{"To: Kilmer III, Robert; \"Fossum, Drew\" <drew.fossum@example.com>; Vrabec, Teb\n",
			[]string{"Kilmer III, Robert", "Fossum, Drew", "Vrabec, Teb"}},
		// Look-alikes: no name key, a company in a name field, placeholders, label words.
		{"company_name,city\nLumen Robotics,Seattle\n", nil},
		// The values of place, company and product fields are no names, whatever their
		// words; a tab ends a name; after the place, a name in the same line is one.
		{"name,age,city,employer\nAna Souza,41,Recife,Aer Lingus\nKofi Boateng,29,Kumasi,MTN\n",
			[]string{"Ana Souza", "Kofi Boateng"}},
		{"id\tname\tcity\n1\tKofi Boateng\tKumasi\n", []string{"Kofi Boateng"}},
		// A study's site, an order's warehouse: places too.
		{"| ID | Name | Site |\n|---|---|---|\n| HRT-0045 | Fatoumata Camara | Raleigh |\n| HRT-0046 | Ebony Washington | Chapel Hill |\n",
			[]string{"Fatoumata Camara", "Ebony Washington"}},
		{"order=7712094 customer=\"Priya Nair\" warehouse=\"Milton Keynes\"\n", []string{"Priya Nair"}},
		// A runner's club: a club, whatever its words.
		{"| Pos | Name | Age | Club | Time |\n|---|---|---|---|---|\n| 1 | Daniel Okafor | 29 | Thornbury Harriers | 31:48 |\n" +
			"| 2 | Lukas Brenner | 33 | Bristol & West AC | 32:10 |\n| 3 | Wang Jing | 38 | Thornbury Harriers | 33:02 |\n",
			[]string{"Daniel Okafor", "Lukas Brenner", "Wang Jing"}},
		{"Platz;Name;Vorname;Verein;Zeit\n1;Schubert;Felix;LG Neckar-Enz;00:34:12\n2;Ahmadi;Reza;TSG Heilbronn;00:35:40\n",
			[]string{"Schubert", "Felix", "Ahmadi", "Reza"}},
		{`{"name": "Ana Souza", "city": "Recife", "companyName": "Aer Lingus"}`, []string{"Ana Souza"}},
		{"City: Kumasi\nEmployer: Aer Lingus\nCity: Accra. Contact: Kofi Mensah\n", []string{"Kofi Mensah"}},
		// A role in parentheses after a name in a list of those present; a nickname is a name.
		{"Present: Dr Olamide Sanni (Chair), Martin Horrocks (Headteacher), Margaret (Maggie) McIntyre\n",
			[]string{"Olamide Sanni", "Martin Horrocks", "Margaret", "Maggie", "McIntyre"}},
		// A column or a quoted key of a category (a status, an event, a level): no names; but a
		// line of prose after such a key may hold one.
		{"Issue key,Summary,Status,Assignee\nPAY-1182,Refund flow,Done,Ifeoma Chukwu\n" +
			"name,amount,event\nRashid Chowdhury,$100.00,Spring Gala\n" +
			`{"kind": "Event", "level": "Metadata", "user": "ops"}` + "\nResolution: Friederike Holm expanded the volume.\n",
			[]string{"Ifeoma Chukwu", "Rashid Chowdhury", "Friederike Holm"}},
		{`{"name": "Lumen Robotics", "owner": "unknown"}`, nil},
		{"Volume: 12 L\nAuthor: unknown\nJob: nightly-backup\nFan: 2400 rpm\nSex: M\nNotice: maintenance\n", nil},
		{"SHIP TO: 12 HARBOR RD\nVolume: 12 L\nAuthor: unknown\nJob: nightly-backup\nFan: 2400 rpm\n", nil},
		{"host: db1\nport: 5432\nuser: admin\n", nil},
		{"INSERT INTO flags VALUES (1, 'ON', 'Enabled', 'Default');\n", nil},
		{"INSERT INTO t VALUES (1, 'A'), (2, 'Z', 'Y'", nil}, // a tuple cut off at the end of the text
		{"To: Sales, Marketing; ops@example.com\nSubject: Budget, Q3\n", nil},
		{"\"Sales, Marketing\" <sales@example.com>\n", nil},
		{"From: \"Customer Service\" <help@example.com>\n", nil},
		{"[12:00:01] connection: closed by peer\n[12:00:02] request: retry\n[12:00:03] connection: reset\n", nil},
		// A label that records repeat is not a speaker of a dialogue: a word of general text
		// on no name list ("Age", "Notes", "Message").
		{"Name: John Smith\nAge: 45\nNotes: none\n\nName: Jane Doe\nAge: 50\nNotes: see chart\n", []string{"John Smith", "Jane Doe"}},
		{"Message: 1\nFrom: Ed Gonzales\nhi all\nMessage: 2\nFrom: Amy Barnes\nthanks\n", []string{"Ed Gonzales", "Amy Barnes"}},
		// A label before a phone number is no speaker ("Birinci" is a surname too); a given
		// name there is a contact's.
		{"Birinci: +90 532 123 45 67\nIkinci: 0535 987 65 43\n", nil},
		{"Kofi: 0244 123 456\nAma: 0201 234 567\n", []string{"Kofi", "Ama"}},
		// The labels of an e-mail header in German and Spanish are no speakers.
		{"Von: Ayşe Yılmaz <a.yilmaz@example.de>\nAn: Jens-Uwe Hoffmeister <jens-uwe.h@example.de>\nGesendet: Dienstag, 5. März 2024 08:47\nBetreff: Zähler\n\nSehr geehrter Herr Hoffmeister,\n",
			[]string{"Ayşe Yılmaz", "Jens-Uwe Hoffmeister", "Hoffmeister"}},
		// A word at the start of a sentence before an article or a possessive is no subject:
		// "Per" is a preposition there, however Nordic.
		{"Per your request, the file is attached. Per the contract, payment is due.", nil},
		{"Alexander the Great.", []string{"Alexander"}},
		// A German or French month that is a given name elsewhere is a name in English.
		{"Please ask Nguyen Thi Mai for the file.", []string{"Nguyen Thi Mai"}},
		{"Hello Mai, thanks for the file.", []string{"Mai"}},
		// A frequent word or an acronym after a given name and a surname is no part of the
		// name, as title-case headlines write them.
		{"Sarah Jessica Parker and Gwen Stefani Wrap Up Another Successful Fashion Week", []string{"Sarah Jessica Parker", "Gwen Stefani"}},
		{"Shpongle (Simon Posford DJ set) tonight", []string{"Simon Posford"}},
		{"Kindle Edition By Catherine Olson Buy new: $6.49", []string{"Catherine Olson"}},
		// A customer, client, caller, tenant, employee or guest before a word on no list and a
		// verb: a name, but not a department or a product ("Customer Service", "Client Portal").
		{"Customer Mensah called about the refund; the tenant Okonkwo paid late.", []string{"Mensah", "Okonkwo"}},
		{"Customer Service called back. Client Portal is down. Employee Handbook was updated.", nil},
		// A listed name before ", who" is the person the clause is about; a firm is not listed.
		{"Write a performance review for Dubois, who exceeded targets. We thank Microsoft, who sponsored us.", []string{"Dubois"}},
		// After a title, initials alone are the name of a party the text does not name in
		// full, written apart or together; not A, I, M or O, which the codec keeps, nor an
		// abbreviation without a title.
		{"Lorsque Mme G. a été appelée à témoigner, M. D. R. a refusé.", []string{"G.", "D. R."}},
		{"The applicant replied that Mr J.S. [first and family name in full] had left.", []string{"J.S."}},
		{"Mme A. left for the U.S.A. today.", nil},
		// A compound of place names after a title and an initial is a double-barrelled
		// surname; after a given name and an initial, a stop word is the surname.
		{"The applicant was represented by Mr A. Lyon-Caen, a lawyer practising in Paris.", []string{"A. Lyon-Caen"}},
		{"Clarence E. Case said so.", []string{"Clarence E. Case"}},
		// After a listed given name, a word with a noun's ending is a surname, unless a firm's
		// word follows; an inflected German role is a title. German "von" is "by" between a
		// subject and a full name: the subject is judged alone, and so is its ciphertext.
		{"Im Juli 1941 wurde Heydrich von Hermann Göring beauftragt.", []string{"Heydrich", "Hermann Göring"}},
		{"Hermann Göring kam. Später sprach Hermann Göring erneut.", []string{"Hermann Göring", "Hermann Göring"}},
		{"by a Tunisian national, Mr Laïfa Ben Naceur (the applicant)", []string{"Laïfa Ben Naceur"}},
		{"Er wurde vom Jet Propulsion Laboratory gebaut.", nil},
		{"Er will mit dem russischen Präsidenten Wladimir Putin ein Abkommen unterzeichnen.", []string{"Wladimir Putin"}},
		// A listed given name with a regnal numeral is a name; a monarch's or a pope's title is
		// no part of it.
		{"als die spanischen Könige Karl V. und Philipp II. die Reformierten unterdrückten.", []string{"Karl V.", "Philipp II."}},
		{"die dann von König Johann VI. auch in Kraft gesetzt wurde. Queen Elizabeth II died.", []string{"Johann VI.", "Elizabeth II"}},
		{"World War II began; Star Wars Episode IV followed.", nil},
		// A German role of a pseudo name's shape is a title too; a place after a name is the
		// object of the verb before it, but not after "von".
		{"Vor zwei Jahren popularisierte der Politologe Norman Finkelstein den Begriff.", []string{"Norman Finkelstein"}},
		{"1484 plünderte Matthias Corvinus Heiligenstadt, 1529 die Schweden.", []string{"Matthias Corvinus"}},
		{"der Lieblingsaufenthaltsort der Fürstin Amalie Zephyrine von Hohenzollern-Sigmaringen.", []string{"Amalie Zephyrine von Hohenzollern-Sigmaringen"}},
		// Firms and brands named like people, or that the model takes for names, are none.
		{"Er fuhr einen Alfa Romeo. Außerdem hat Microsoft den Patch verteilt, und Airbus produziert im Euro-Raum.", nil},
		{"Berlin (Reuters) - Die Telekom steht vor dem Verkauf.", nil},
		// A listed given name alone, capitalised on an accented letter as on a plain one.
		{"nietos, Lucía, Álvaro, Marta y Daniel; y demás familia", []string{"Lucía", "Álvaro", "Marta", "Daniel"}},
		// A make and its model, listed given names or not; a make that the codec's classes
		// hold is still taken (it may be a name's ciphertext).
		{"A 2005 Buick LeSabre, a Toyota Camry or similar and the Chevy Malibu of Marcus Hale; my Dell Inspiron broke.", []string{"Marcus Hale"}},
		{"I ordered from Home Depot, then went to Trader Joe's and Dick's Sporting Goods.", nil},
		// A sign-off after a hyphen on a message's last line is a name, listed or not; a list's
		// last item or a word of general text is not.
		{"Thanks for the update, see you Monday.\n- Olu\n", []string{"Olu"}},
		{"Great work on this.\n-Sam\n\n-----Original Message-----\n", []string{"Sam"}},
		{"Agenda:\n- Budget\n- Timeline\n- Hiring\n", nil},
		{"Notes\n- Done\n", nil},
		// An Icelandic patronymic makes a name of the word before it, listed or not.
		{"I met Sigrún Jónsdóttir and Gudrun Magnusdottir yesterday.", []string{"Sigrún Jónsdóttir", "Gudrun Magnusdottir"}},
		{"Sigríður Jónsdóttir and Bjørn Håkonsen presented.", []string{"Sigríður Jónsdóttir", "Bjørn Håkonsen"}},
		// A listed name opening an English sentence before its verb, and its mentions.
		{"Subject: onboarding for Ngozi\n\nThanks. Ngozi starts Monday; Okafor said so.", []string{"Ngozi", "Ngozi", "Okafor"}},
		{"Later, Haugen agreed. Meanwhile, China said no.", []string{"Haugen"}},
		// A country before "said" is its government, a given name a speaker.
		{"China said no. India said on Monday that it would. Grace said hi.", []string{"Grace"}},
		// A given name alone after an English article is a thing named like a person; after
		// Spanish "a" it is a person.
		{"Bring the Stanley flask and a Billy bookcase. Se lo pido a Ramiro.", []string{"Ramiro"}},
		// Firms and brands on the list of names that are no people, joined by "&" or a hyphen.
		{"Procter & Gamble and Johnson & Johnson reported; the Mercedes-Benz G-Class sold.", nil},
		// A French bailiff's "J'AI," before his name is no surname in capitals.
		{"L'AN DEUX MILLE VINGT-QUATRE\nJ'AI, Karim Haddad, commissaire de justice associé à Lyon, soussigné\n", []string{"Karim Haddad"}},
		// A German role after a name in a field, or alone, is no name.
		{"Ihr Ansprechpartner: Benedikt Schuster, Elektromeister\nDie C-Jugend wurde Kreismeister; Trainer Stanković bedankte sich.\n",
			[]string{"Benedikt Schuster", "Stanković"}},
		// A month's or a weekday's name in a range, a list or after a preposition of time is
		// the date's, though "Jan" and "Thu" are given names too; not a name beside a name.
		{"Paid at the old rate for Jan and Feb; sessions (Jan–Mar).\nCategory,Payee,Jan,Feb\nim ooo thu+fri, loan comes in jan.\n" +
			"Late: Musa Kamara Mon–Thu.\n", []string{"Musa Kamara"}},
		{"Jan and Mary came; a letter from Jan.\n", []string{"Jan", "Mary", "Jan"}},
		// A town before a British postcode's district, and a club before its member's role,
		// though "Bradford" is a given name.
		{"Rokeya Begum, 14 Whetley Lane, Bradford BD8; 4-bedroom terrace.\nBradford manager Graham Alexander was left fuming.\n",
			[]string{"Rokeya Begum", "Graham Alexander"}},
		// A name after a possessive and a word for a relative or a friend, one on no list of
		// given names too; not a frequent word there.
		{"We are 2 adults and my son Rafa, 4.\nMi hermano Rafa dice que sí. My friend Ketut came.\nUn ouvrier poignarde sa fiancée Au numéro 70.\n",
			[]string{"Rafa", "Rafa", "Ketut"}},
		// The word for the relative may be a half, step, grand or in-law one.
		{"Gestern hat ihr Halbbruder Sven angerufen. Morgen kommt mein Stiefvater Ingo.\nSa demi-sœur Inès arrive.\n",
			[]string{"Sven", "Ingo", "Inès"}},
		// A title written in lower case in running text; "don" only in Spanish.
		{"ya hablé con la jefa de estudios doña Remedios el 10 de junio y me dijo que escribiera aquí.\nThey don Kevlar vests.\n",
			[]string{"Remedios"}},
		// A team sheet's players by their shirt numbers; not a list of things so counted.
		{"Replacements: 16 Harris, 17 Oduya, 18 Lomax, 19 Vunipola-Taufa, 20 Kurtz\n§ 5 Schlüssel: 1 Zimmerschlüssel, 1 Wohnungsschlüssel, 1 Haustürschlüssel\n" +
			"Shopping: 2 Eggs, 3 Apples, 5 Pears\n", []string{"Harris", "Oduya", "Lomax", "Vunipola-Taufa", "Kurtz"}},
		// A fixed-width record's surname and given name, an id glued to the first; not two
		// airports' codes.
		{"00018842GUTIERREZ           MARISOL        19710322503661274850136025550147000128450A\n" +
			"BA 0075  12JUN  LOS  LHR  23:15  05:35+1  Y\n", []string{"GUTIERREZ", "MARISOL"}},
		// A listed given name outside the codec's classes, alone inside a sentence; not inside
		// a longer proper noun, nor after a preposition of place.
		{"elle est seule à ce poste depuis le départ de Mickaël en janvier 2022.\n" +
			"Donations: Kamal Hossain £10 · Saoirse £15 · anonymous £50\nJobcenter Kreis Unna, born in Triana.\n",
			[]string{"Mickaël", "Kamal Hossain", "Saoirse"}},
		// A band or an orchestra named after a person.
		{"Anfang 1991 gründete er die Dave Matthews Band; dann spielte er im Count Basie Orchestra.", nil},
		// A firm named after its owner is no name, but for the words of a person named
		// elsewhere in the text: the firm's name would tell who that is.
		{"Angebot: Sanitär Krämer GmbH, 9.120,00 €; Badstudio Nowak & Söhne, 8.400,00 €; Vogt & Lang KG.\n", nil},
		{"Attendee: Gurpreet Kaur Dhillon (Dhillon & Sons Trucking Ltd.)\n", []string{"Gurpreet Kaur Dhillon", "Dhillon"}},
		// So is a name that owns a shop or a brand by its possessive, and a saint's church.
		{"Lunch at Nando's, then cake from Mama Ama's Kitchen; Mass at St. Patrick's Church.\n", nil},
		// Not a brand that is a word of the codec's classes, which a name's ciphertext may be.
		{"The decorations and Claire's cake were great, and Wendy's mom came.\n", []string{"Claire", "Wendy"}},
		// A lower-case given name mentioned after an @ in a chat, or before a verb of saying.
		{"[21:05] frostbyte: rip. @tomasz you still tanking?\n[21:06] ghostpepper: sven says hes out till march\n" +
			"[21:07] frostbyte: ok\n[21:08] ghostpepper: lol\n", []string{"tomasz", "sven"}},
		{"Got my 1st #yoga mat. @lululemon\nA review of plans to cut carbon says they fall short.\n", nil},
		// A city that opens a news item, before a headline's colon or a dateline's date, even
		// a given name's.
		{"Lima: buscan a adolescente de 16 años desaparecida en el distrito\nSantiago, 7 de julio de 2025. El periodista Gonzalo Rojas habló.\n",
			[]string{"Gonzalo Rojas"}},
		// An apostrophe and one or two letters end a Polynesian or East African name; a
		// possessive and a contraction do not.
		{"Lock Tupou Vaa'i stole three lineouts and Brian To'o scored; governor Njuguna Ndung'u was named. Kofi's car, Anna'd go.\n",
			[]string{"Tupou Vaa'i", "Brian To'o", "Njuguna Ndung'u", "Kofi"}},
		// A role capitalised at a sentence's start is no part of the name after it.
		{"It paid off almost immediately. Midfielder Kristian Dennis pulled one back.\n\nHeadteacher Nadia Hussain-Clarke, who joined in 2021, said so.\n",
			[]string{"Kristian Dennis", "Nadia Hussain-Clarke"}},
		// A particle after a word for a relative is no lower-case name.
		{"Biografía\n\nHija del campesino Eusebio Canul y de la partera Feliciana Pech, nació en 1968.\n",
			[]string{"Eusebio Canul", "Feliciana Pech"}},
		// A limit in a Spanish instruction; a frequent word labelling a line of a report.
		{"Resume esta incidencia en inglés. Máximo 120 palabras, mínimo una frase. Lo firma Pedro Gómez.\n", []string{"Pedro Gómez"}},
		{"Auskunftsperson: Pfister Seraina, 44, Rezeptionistin.\n\nSchaden: Fahrzeug 1 Kotflügel und Türe rechts, geschätzt CHF 4'800.–\n",
			[]string{"Pfister Seraina"}},
		// "LAST, First" with a surname that films use as a name, not an acronym.
		{"Insured (deceased): HARGROVE, Walter James   DOB 04/17/1941\nMACLEOD, Fiona Catriona – Secretary\nFYI, Kim.\n",
			[]string{"HARGROVE, Walter James", "MACLEOD, Fiona Catriona", "Kim"}},
		// A Spanish possessive or German "allen" after a chat's cue; an acronym after a weak
		// cue ("Her EA", "whose PA").
		{"[18/8/24, 13:12] Yo: Genial. Vendré con mi amigo Tomás.\n[18/8/24, 13:14] Lea: Danke allen!\n" +
			"[18/8/24, 13:15] Lea: Her EA is away, and Edwina's PA called.\n", []string{"Tomás", "Lea", "Lea", "Edwina"}},
		// Vietnamese speakers and a lower-case mention: their ciphertexts, generic pseudo names
		// (capitalised and lower case differ), are found again wherever they stand.
		{"[05/01/2025 20:13] Tuấn (Houston): ok em gửi $800. thảo check vietcombank nhé\n[05/01/2025 20:14] Thảo: anh tuấn gửi vào tk của em đi\n",
			[]string{"Tuấn", "thảo", "Thảo", "tuấn"}},
		// The pronoun before a chat's abbreviation, not the title Maître (Me); "ty", thank you;
		// a DJ's stage name after "DJ", which alone is a role.
		{"[12/8/24, 6:02 pm] jess: so $22.25 each to me pls\n[12/8/24, 6:03 pm] tomo: ok ty 💕\n" +
			"[12/8/24, 6:04 pm] jess: DJ is from church, DJ Kalle\n", []string{"jess", "tomo", "jess", "Kalle"}},
		// A family's surname after the word for it.
		{"We had dinner with the familia Lopez.\n", []string{"Lopez"}},
		// A relative's word or a title before a name in a name column is no part of it.
		{"| Guest | Age |\n|---|---|\n| Grandma Rose | 91 |\n| Mr. Kofi Mensah | 40 |\n", []string{"Rose", "Kofi Mensah"}},
		// An English judge's title and suffix are no part of the name; a phone number after a
		// name is no ZIP code that would make it a place.
		{"Before: Mrs Justice Cavendish-Holt\nCavendish-Holt J preferred the evidence.\n",
			[]string{"Cavendish-Holt", "Cavendish-Holt"}},
		{"Next of kin: daughter, Luana Pereira Costa, 07700 900562\n", []string{"Luana Pereira Costa"}},
		// "Earl" is a given name in a signature, no rank.
		{"Let me know if I can assist. Thanks\nEarl Chanley\n505-625-8031\n", []string{"Earl Chanley"}},
		// A German noun after a demonstrative is no name.
		{"Dieses Buch ist spannend, sagte Anna Weber. Dieses Genie ist selten.\n", []string{"Anna Weber"}},
		// "von" after a German role is the preposition: "Der Anwalt von Wang".
		{"Der Anwalt von Wang, Yannick Stoltenberg, prüft die Revision.", []string{"Wang", "Yannick Stoltenberg"}},
		// A place named after a person, its head after an adjective.
		{"Referral sent to the Lyndon B. Johnson outpatient center by Dr. Ana Lima.\n", []string{"Ana Lima"}},
		// A column that repeats a word of general text holds categories, not names ("Groom"
		// once beside three "Bride"); the names column's names stay.
		{"| Guest | Side | Meal |\n|---|---|---|\n| Eilís Ní Mhurchú | Bride | Fish |\n| Mustafa Çelik | Groom | Beef |\n" +
			"| Anh Thư Lê | Bride | Fish |\n| Zeynep Çelik | Bride | Veg |\n", []string{"Eilís Ní Mhurchú", "Mustafa Çelik", "Anh Thư Lê", "Zeynep Çelik"}},
		// Given names in a list are names one by one, not "LAST, First".
		{"Present: Ana, Ben, Chidi and Dele\n", []string{"Ana", "Ben", "Chidi", "Dele"}},
		// A French place's name of three parts or more with a particle inside is one word.
		{"Un terrain rue Francis-de-Pressensé, acheté par Claire Dubois.\n", []string{"Claire Dubois"}},
		// A Catalan place after "Sant".
		{"Presupuesto de Cerrajería Sant Antoni, firmado por Jordi Puig.\n", []string{"Jordi Puig"}},
		// The city after a street and its house number.
		{"Frau Anke Vogel, wohnhaft Robert-Koch-Straße 9, Pirna\nDomicilio: Calle Sierpes 48, Sevilla\n", []string{"Anke Vogel"}},
		// The town of a British address, before its postcode or after an institution.
		{"Dear Dr Bakare,\nRe: Ms Rebecca Thistlewood\nRiverside Family Practice\n14 Brunel Road, Bristol BS1 6QA\n" +
			"Southmead Hospital, Bristol\n", []string{"Bakare", "Rebecca Thistlewood"}},
		// A news dateline's city before an AP state; a firm that was founded; a law firm.
		{"LINCOLN, Neb. — Mayor Joaquín Ruiz-Tagle on Monday proposed.\n\nALBANY, N.Y. — It rained.\n",
			[]string{"Joaquín Ruiz-Tagle"}},
		{"Kadara was founded in 2019 by Amara Diallo. Halden & Moreau LLP is pleased.", []string{"Amara Diallo"}},
		// The labels of a form are no speakers: next to another label, or alone over a list.
		{"Zeitraum: 10.02.2025 bis 13.02.2025\n\nBelege:\n- ÖBB Railjet: 149,90 €\nGeprüft von Mamadou Diallo\n",
			[]string{"Mamadou Diallo"}},
		{"Yesterday: Stripe webhook retries\nToday: billing page polish\nBlockers: need sign-off from Nomvula\n", []string{"Nomvula"}},
		// A pair joined by "&" before more capitalised words and a firm's legal form.
		{"CLIENTE\nBufete Alcántara & Ruiz Abogados, S.L.P.\nAtt. Nerea Goikoetxea", []string{"Nerea Goikoetxea"}},
		{"a donation from the Harold & Lois Brandt Family Trust of $25,000", nil},
		// A firm of a name and its kin or "Cie." after "&"; a genitive before "Söhne" is a name.
		{"Disponentin, Franz Haniel & Cie. GmbH, Duisburg; Elektro Maier & Söhne, Augsburg.", nil},
		{"Er vertrat Johann Bernhards Söhne vor Gericht.", []string{"Johann Bernhards"}},
		{"Ask Anna Mercedes.", []string{"Anna Mercedes"}},
		// Particles do not count towards the words a name may have.
		{"Hola, soy María José Fernández de la Cruz y trabajo con Javier.", []string{"María José Fernández de la Cruz", "Javier"}},
		// A heading in capitals is no signature; a given name alone on its line still is.
		{"RESUME\nName: Ana Lima\n\nSKILLS\nGo, SQL\n\nThanks,\nKOFI\n", []string{"Ana Lima", "KOFI"}},
		// A signature on no list, if general text rarely uses the word; not a team's name.
		{"Kind regards,\nBethan\nReception, Parkside Family Dental\n\nUn abrazo,\nMontse\n\nCheers,\nSupport\n",
			[]string{"Bethan", "Montse"}},
		// In a chat, a lower-case given name before a verb of saying or after "mit", "avec", "con".
		{"12/03/2024, 20:14 - Abena Mensah: ok. ama said she'll be late\n12/03/2024, 20:15 - Lukas Becker: hast du mit jonas gesprochen?\n",
			[]string{"Abena Mensah", "ama", "Lukas Becker", "jonas"}},
		// German: "i. A." before a signature is "on behalf of", not an initial; a listed name
		// after "dass", "weil"... is a subordinate clause's subject.
		{"Mit freundlichen Grüßen\ni. A. Sabine Krüger\n", []string{"Sabine Krüger"}},
		{"Im Gespräch wurde klar, dass Schneider zustimmt, weil Okafor absagte.", []string{"Schneider", "Okafor"}},
		{"Das Projekt ist gestartet. Okafor plante den Ablauf.", []string{"Okafor"}},
		{"Das ist nicht neu. Hartmann suchte für diesen Widerspruch keine Lösung. Conklin verkaufte das Hotel. Heute regnete es nicht.", []string{"Hartmann", "Conklin"}},
		{"Das Buch von Hauser ist gut, und die Rede von Schubert ist nicht vergessen. Otto von Bismarck kam.", []string{"Hauser", "Schubert", "Otto von Bismarck"}},
		// A dash may touch the signature it opens.
		{"Thanks!\n—Teodora\n", []string{"Teodora"}},
		// A post-office box is no name, whatever the label before it says.
		{"Mail to: PO Box 12, Austin, Texas 78701\nShip to: Postfach 12 34\n", nil},
		// A chart's "LAST, First M." with its initial's dot, up to a dash or two spaces; a
		// quoted "LAST, First" in a log line; "Pt" is a patient, no speaker.
		{"Pt: Hollis, Margaret A.   DOB: 08/14/1956\nPt: 45M, chest pain\n", []string{"Hollis, Margaret A."}},
		{"Paciente: Martínez Quispe, Luis Alberto — 58 años — NHC 2231987\n", []string{"Martínez Quispe, Luis Alberto"}},
		{"ERROR Telefonnummer fehlt bei Kunde 'Weber, Franziska' (Zeile 3817); 'Paris, France' ok\n", []string{"Weber, Franziska"}},
		// The rows of an INSERT on the lines after it.
		{"INSERT INTO patients (first_name, last_name, dob) VALUES\n('Bjørn', 'Halvorsen', '1974-12-01'),\n('Siew Ling', 'Tan', '2001-01-15');\nSELECT 1;\n",
			[]string{"Bjørn", "Halvorsen", "Siew Ling", "Tan"}},
		// A category's column of an INSERT holds no names, in capitals either.
		{"INSERT INTO parties (case_no, role, first_name, last_name, dob, age, ssn, phone, email, zip, bond_amount) VALUES\n('CR-2025-001187', 'DEFENDANT', 'Tyrell', 'Washington', '1998-05-14', 26, '531-08-2274', '(901) 555-0148', 't.washington98@example.net', '38106', 5000.00),\n('CR-2025-001187', 'VICTIM', 'Mei-Ling', 'Chou', '1972-12-01', 52, NULL, '901-555-0190', NULL, '38117', NULL),\n('CR-2025-001188', 'DEFENDANT', 'Brandon', 'Kessler-Moore', '2001-08-30', 23, '268419935', '9015550127', 'bkm2001@example.com', '38128', 'TBD'),\n('CR-2025-001188', 'WITNESS', 'Aaliyah', 'Rahimi', '1990-03-22', 35, NULL, '+1 901 555 0163', 'aaliyah.rahimi@example.org', '38104', NULL);\n",
			[]string{"Tyrell", "Washington", "Mei-Ling", "Chou", "Brandon", "Kessler-Moore", "Aaliyah", "Rahimi"}},
		// Slack copied as text: the speaker and the time on a line of their own; a lower-case
		// given name after "ask" in a message.
		{"Siobhan O'Sullivan  09:14\n  spike from the WAF\nkenji  09:19\n  blocked both\nSiobhan O'Sullivan  09:26\n  kenji can you write it up? and ask fatima\n",
			[]string{"Siobhan O'Sullivan", "kenji", "Siobhan O'Sullivan", "kenji", "fatima"}},
		// Telegram exported as text: "Name, [date time]" on a line of its own, a speaker on
		// no list among named ones, without what parentheses add after the name.
		{"Txema, [10.04.24 21:16]\nHe llamado a Schindler\n\nPilar Arrieta (3ºA), [10.04.24 21:22]\nGracias ❤️\n\nTxema, [10.04.24 21:43]\n760 pavos\n",
			[]string{"Txema", "Pilar Arrieta", "Txema"}},
		// A post-nominal or a role in capitals after a full name and a comma is no given name
		// of "LAST, First".
		{"Prepared by: Temitope Bakare-Ojo, HRBP\nContact: John Smith, CPA\nAuthor: WANG, LI\n",
			[]string{"Temitope Bakare-Ojo", "John Smith", "WANG, LI"}},
		// "LAST, First" opening a list's row is one name; not surnames in a sentence.
		{"1. García Soto, Lucía – 03/05/2009 – tutor\n2. Smith, Anna (Mrs)\nI met Smith, Jones and Okafor.\n",
			[]string{"García Soto, Lucía", "Smith, Anna", "Smith", "Jones", "Okafor"}},
		// In a cell of a row parted by tabs, semicolons or a column of spaces.
		{"05/01/2023\tHerrera Solís, Montserrat\t38114927L\tBarcelona\n2024-06-11;Persona contacto;Martínez Osés, Félix;10.2.14.33\n" +
			"TR-306 | DE JONG, Willem            | 2   | HV 5131\n",
			[]string{"Herrera Solís, Montserrat", "Martínez Osés, Félix", "DE JONG, Willem"}},
		// After a label, in parentheses, in a quoted CSV field; given names of two words and
		// initials; not a full name and a list after it.
		{"Full legal name: Oyelaran, Babatunde Olumide\nclaim rejected for patient 88213 (Mokoena, Thabo), amount R 1 450,00\n" +
			"CL-9002,\"Torres Villalobos, Ana L.\",analu@example.com\nExcusés : Karim Haddad, Sophie\n",
			[]string{"Oyelaran, Babatunde Olumide", "Mokoena, Thabo", "Torres Villalobos, Ana L.", "Karim Haddad", "Sophie"}},
		{"Subject: Claim WC-PA-24-018832 / Okafor, Randall\n\nDear Mr. Okafor,\n", []string{"Okafor, Randall", "Okafor"}},
		// The second syllable of a Korean given name may be a word of general text too.
		{"Student 2: Choi, Daniel Min-seok, grade 4, DOB 01/09/2015\n", []string{"Choi, Daniel Min-seok"}},
		// Two full names after a label, the first of a given name on the lists: no "LAST, First".
		{"Person affected: Oskar Nyberg, MSc student\nWitnesses: Farid Haidari, Lucy Tran\n",
			[]string{"Oskar Nyberg", "Farid Haidari", "Lucy Tran"}},
		// A stamped speaker of two words on no list, in a chat of named speakers.
		{"[15/09/24, 21:14] Gaz Moran: subs are due\n[15/09/24, 21:20] Kofi Mensah: sending now\n[15/09/24, 21:21] Ricky Doyle: same\n[15/09/24, 21:22] Gaz Moran: no bother\n",
			[]string{"Gaz Moran", "Kofi Mensah", "Ricky Doyle", "Gaz Moran"}},
		// "Md.", Muhammad abbreviated, is the first word of the name it opens.
		{"HR Officer: Md. Rafiqul Islam | Period: Oct 2024\nArgument with line chief Md. Jahangir Alam on 15 October.\n",
			[]string{"Md. Rafiqul Islam", "Md. Jahangir Alam"}},
		// A label that heads a list of people is no speaker of a chat: its words in lower case
		// are no names.
		{"Participants: Mark Anthony dela Cruz (31, rider, Grab), Ma. Cristina Villanueva (45, sari-sari store owner)\n\n" +
			"JOANNA: What do you use GCash for?\nMARK ANTHONY: Everything po.\nCRISTINA: My customers pay me by QR.\n",
			[]string{"Mark Anthony dela Cruz", "Ma. Cristina Villanueva", "JOANNA", "MARK ANTHONY", "CRISTINA"}},
		// Titles and words for kin of more languages, before or after the name; a word for today
		// opening the sentence.
		{"Thanks to Kyria Despina Karagiannis (82). Special thanks: Nasreen Khala who cooked. Hoy Lucía tiene 9 años.\n",
			[]string{"Despina Karagiannis", "Nasreen", "Lucía"}},
		// A pet named after a word for naming; Spanish "Ella" opening a sentence, a pronoun.
		{"A German shepherd named Rex and Luis Hernández. Ella publicó sobre su perrita Lola y sobre el maratón.\n",
			[]string{"Luis Hernández"}},
		// A name in Chinese characters, Hangul or kana beside the same name in Latin letters, or
		// as a name field's value; not such words elsewhere.
		{"Head of household: 山本 清 (Yamamoto Kiyoshi)\nGrandfather: Park Sung-ho (박성호), b. 1931\nName: 山本 一郎\n" +
			"Remarks: 大阪 (Osaka) office, 東京 (Tokyo Station)\n",
			[]string{"山本 清", "Yamamoto Kiyoshi", "Park Sung-ho", "박성호", "山本 一郎"}},
		// ... also after a label in those letters and a colon, a wide one too.
		{"氏名: 佐藤ハナ\n姓名：李明\n担当者：Sarah Kowalski\n住所：大阪市\n", []string{"佐藤ハナ", "李明", "Sarah Kowalski"}},
		// Arabic and Hebrew letters likewise: a name field's value, a twin, after a label in
		// those letters; not a word with vowel marks, which the codec cannot encrypt.
		{"Name: محمد علي\nContact: Ahmed Ali (أحمد علي)\nالاسم: فاطمة الزهراء\nשם: דוד כהן\nName: مُحَمَّد\nالعنوان: الرياض\n",
			[]string{"محمد علي", "Ahmed Ali", "أحمد علي", "فاطمة الزهراء", "דוד כהן"}},
		// ... and in an e-mail header's list, alone or before an address.
		{"From: 김민준\nTo: محمد علي <m.ali@example.com>, דוד כהן; 李明\nSubject: 会议\n",
			[]string{"김민준", "محمد علي", "דוד כהן", "李明"}},
		// So is "Ma.", María abbreviated in Filipino names, found as a name or not.
		{"Lay coordinator: Ma. Cristina Villanueva\nhis assistant Ma. Theresa Lim. Why would\n",
			[]string{"Ma. Cristina Villanueva", "Ma. Theresa Lim"}},
		// Spanish titles are no part of the name.
		{"Médico responsable: Dra. Carmen Olmedo Ruiz\nLa Sra. García llamó con la Srta. Pérez.\n",
			[]string{"Carmen Olmedo Ruiz", "García", "Pérez"}},
		// Chats: a French speaker's space before the colon, a speaker on no list among named
		// ones, lower-case given names without a cue, a lower-case name after a title or a
		// relative; in Spanish a cue is needed ("la mía", "perfecto" are given names too).
		{"lina : t'as vu mathis ce matin ?\nhugo : non il est chez le médecin\nlina : ok dis à mathis que mme perrin veut le rapport\n",
			[]string{"lina", "mathis", "hugo", "lina", "mathis", "perrin"}},
		{"[18:45] Kofi: ask yaw then\n[18:47] Efua: yaw said his car is still at the dealer\n[18:48] Ama: auntie akosua can go\n",
			[]string{"Kofi", "yaw", "Efua", "yaw", "Ama", "akosua"}},
		// A greeting's term of address is no name, though Mate and Love are names elsewhere.
		{"Bartosz Malinowski: Hi mate, Saturday fine\nAna: ok\nBartosz Malinowski: thanks hun, tell love\n", []string{"Bartosz Malinowski", "Ana", "Bartosz Malinowski"}},
		// A grandparent's word alone is nobody's name.
		{"This week Zara takes Nani to the kitchen. Oma kommt am Sonntag. Papi est né en 1944.\n", []string{"Zara"}},
		// A South Asian grandmother's word before her name and alone in lower case.
		{"[15/05/24, 7:10 pm] Priti Chand: out sorry, my nani's 75th\n[15/05/24, 7:12 pm] Ana Lopez: ok. Nani Rukhsana called\n",
			[]string{"Priti Chand", "Ana Lopez", "Rukhsana"}},
		// The "m" of "I'm" is no title before a word.
		{"[18:45] Kofi: mum says ok (I'm 14 btw)\n[18:47] Efua: I'm btw ok\n[18:48] Ama: ok\n", []string{"Kofi", "Efua", "Ama"}},
		{"valeria: yo pago la parte mía porque voy con sofía\ndiego: perfecto. ayer estaba en casa de la tía pili\n",
			[]string{"valeria", "sofía", "diego", "pili"}},
		// A placeholder after a name field is nobody.
		{"Attendees: None\nApologies: Nobody\nAusente: Ninguno\n", nil},
		// Lists of people after the labels of minutes in es/fr; a Spanish title with its dot.
		{"Asistentes: Ximena Quispe, Tupac Mamani, Paula\nAusente: Lic. Rodrigo Alarcón\n", []string{"Ximena Quispe", "Tupac Mamani", "Paula", "Rodrigo Alarcón"}},
		// A particle elided before a surname is part of the name; before a given name it is "of".
		{"Excusé : Pierre-Emmanuel d'Aubigné\nValéry Giscard d’Estaing a parlé.\n", []string{"Pierre-Emmanuel d'Aubigné", "Valéry Giscard d’Estaing"}},
		// A name after an aunt, a granny or a mum, in en/fr/de/es.
		{"Un bisou à mamie Odette. Adaeze (Mama Ify). Oma Hilde kommt.\n", []string{"Odette", "Adaeze", "Ify", "Hilde"}},
		// The first line of a shipping label's address, in capitals; not a team.
		{"SHIP TO:\nBABATUNDE OYELARAN\nC/O MORGAN STANLEY\n1585 BROADWAY FL 22\n\nFROM:\nCHEN XIAOMEI\n\nTo:\nAll Staff\nFrom:\nHR Team\n",
			[]string{"BABATUNDE OYELARAN", "CHEN XIAOMEI"}},
		// An INSERT whose VALUES keyword stands on a line of its own, the rows below it.
		{"INSERT INTO adherents (id, prenom, nom, age)\nVALUES\n  (80412, 'Gaëlle', 'Le Goff', 36),\n  (80413, 'Mamadou', 'Sow', 24);\n",
			[]string{"Gaëlle", "Le Goff", "Mamadou", "Sow"}},
		// "LAST, First" as a cell of a schedule aligned with spaces; not a place.
		{"09:00  ABUBAKAR, Halima        DOB 1979-06-14   f/u\n10:00  O'Sullivan, Ciarán      DOB 2002-07-19\n10:50  Paris, France   transfer\n11:00  Paris, Texas   x\n",
			[]string{"ABUBAKAR, Halima", "O'Sullivan, Ciarán"}},
		// A display name that ends in emoji is a speaker all the same.
		{"[02/04/2024, 19:02:11] Nadia Haddad: ok so the party is on\n[02/04/2024, 19:05:02] Yasmin 🌸: on it. leila said she can bring the speakers\n",
			[]string{"Nadia Haddad", "Yasmin", "leila"}},
		// A speaker's surname may be an initial; the given name alone is a mention of the speaker.
		{"[06/04/2024 20:16:30] Claire Fontaine: et sofiane ?\n[06/04/2024 20:18:11] Sofiane B.: présent ! je ramène le gâteau\n",
			[]string{"Claire Fontaine", "sofiane", "Sofiane B."}},
		// After a title a particle is the surname's; before a given name it is "from".
		{"Mme du Plessis-Gouret a exclu toute fermeture. Frau von Arnim kam, Herr von Claudia Fischer nicht.\n",
			[]string{"du Plessis-Gouret", "von Arnim", "Claudia Fischer"}},
		// French plural titles, MM. (messieurs) and Mmes, before surnames on no list; not millimetres.
		{"Les directeurs, MM. Gheusi et Isola, ont signé. Mmes Westerberg et Jagander ont témoigné. Pluie 6 mm. Soleil.\n",
			[]string{"Gheusi", "Isola", "Westerberg", "Jagander"}},
		// A plural title titles every name of its list; not a word after the list.
		{"Present: Messrs Okonkwo, Vardanyan and Tshabalala. Notes by Ms Quist.\nMmes Oyelaran et Brisebois ont voté, et Pluie aussi.\n",
			[]string{"Okonkwo", "Vardanyan", "Tshabalala", "Quist", "Oyelaran", "Brisebois"}},
		// Capitals after a title are a surname before a given name on no list; not an acronym.
		{"Patient : M. LEBRETON Gaëtan, né le 04/08/1951. Mme GARNIER Maëlys. Dr. NHS Trust called.\n",
			[]string{"LEBRETON Gaëtan", "GARNIER Maëlys"}},
		// A contract's party named by its role is no name; before a name the role is no part of it.
		{"Aleksandr Volkov (\"Sublessor\") and Keisha Montgomery (\"Subtenant\").\n3. Rent. Subtenant shall pay. " +
			"Sublessor's friend Irina Sokolova called.\nSublessor: Aleksandr Volkov\nDer Vermieter Grabowski hat gezahlt. Landlord Okafor replied.\n",
			[]string{"Aleksandr Volkov", "Keisha Montgomery", "Irina Sokolova", "Aleksandr Volkov", "Grabowski", "Okafor"}},
		// A name before an age in parentheses; its ciphertext there, a pseudo name, is found too.
		{"Anniversaires du mois : Zoé (8 ans le 12 avril) et Rayan (9 ans le 3 avril).\n", []string{"Zoé", "Rayan"}},
		// German Rechtsanwältin abbreviated is a title too.
		{"Prozessbevollmächtigte: Rechtsanwälte Dr. Lorenzen & Partner, RAin Friederike Lorenzen\n",
			[]string{"Lorenzen", "Friederike Lorenzen"}},
		// A relative or colleague set off by a comma, and Spanish ones.
		{"Su mujer, Angustias, dice que no para de toser. Sibling Layan (7) had croup last week.\n",
			[]string{"Angustias", "Layan"}},
		{"Sa fille, Clémence, souhaite y assister. Mi compañera Nuria te llevará las llaves.\n",
			[]string{"Clémence", "Nuria"}},
		{"No, es la otra, la conjunta con mi pareja Ainhoa: ES91 5140 3707 3974 9932 8742\n", []string{"Ainhoa"}},
		// A data frame printed by pandas: two spaces end a name, as a tab does.
		{">>> df\n                name      city   age\n0       Ethan Brooks  Portland    51\n1      Mariana Silva  Portland    34\n",
			[]string{"Ethan Brooks", "Mariana Silva"}},
		// A missing value (NaN) two cells on is no state of a postal address.
		{">>> df\n               name           city   age    zip\n0      Ethan Brooks       Portland   NaN  97205\n1      Chloe Martin       Portland  34.0  97214\n",
			[]string{"Ethan Brooks", "Chloe Martin"}},
		// The name column of psql and MySQL output, "LAST, First" cells.
		{"+----+----------------------+-----+\n| id | name                 | age |\n+----+----------------------+-----+\n|  1 | Gutiérrez, Alejandra |  66 |\n+----+----------------------+-----+\n",
			[]string{"Gutiérrez, Alejandra"}},
		// LDAP and Active Directory: "LAST\, First" with its comma escaped; a group is none.
		{"# Müller\\, Jürgen, Users, Munich\ndn: CN=Müller\\, Jürgen,OU=Users,DC=corp\ncn: Müller\\, Jürgen\nmemberOf: CN=VPN-Users\\, Munich,OU=Groups\n",
			[]string{"Müller", "Jürgen", "Müller", "Jürgen", "Müller", "Jürgen"}},
		// A given name that is also a word, before a name of the other list.
		{"The record with id 31177 belongs to Grace Obi, who says she never asked.\n", []string{"Grace Obi"}},
		// Display names mentioned after an @ (Jira, Teams), and a handle made of a name; a team
		// is none.
		{"Description:\n@Arjun Mehta please check. cc @Wei Zhang, @arjun_m and @Support Team\n",
			[]string{"Arjun Mehta", "Wei Zhang", "arjun_m"}},
		// Korean names, surname first, the given name of two syllables hyphenated.
		{"The board named Choi Soo-jin, succeeding Kang Dong-hyun. Kang will stay on. Analyst Jeon Hye-rin agreed.\n",
			[]string{"Choi Soo-jin", "Kang Dong-hyun", "Kang", "Jeon Hye-rin"}},
		// And in the order of names in English, as a transcript's speaker too.
		{"00:05:47 Hae-jin Park: My concern is chapter four. The ablation uses only the 2019 split.\n",
			[]string{"Hae-jin Park"}},
		// The display name of an address after a label needs no list; a sender that is a firm or a
		// service is none.
		{"LABEL maintainer=\"Nguyễn Văn An <an.nguyen@example.com>\"\nAuthor: Tobenna Uzoechi <t@example.org>\n" +
			"From: Uber Receipts <u@example.com>\nFrom: Google Calendar <c@example.com>\nFrom: Wells Fargo <w@example.com>\n" +
			"Author: Renovate Bot <bot@renovateapp.com>\nVon: Prof. Dr. Hans-Joachim Wendler <wendler@example.de>\n",
			[]string{"Nguyễn Văn An", "Tobenna Uzoechi", "Hans-Joachim Wendler"}},
		// Letters written with combining marks are a name's too, and encrypted (the codec once
		// refused them, and with them the whole prompt).
		{"Author: Ol\u00fafe\u0323\u0301mi Ad\u00e9b\u00e1yo\u0323\u0300 <femi@example.org>\nBy: Grace Ad\u00e9b\u00e1yo\u0323\u0300-Lindqvist, CEO\n",
			[]string{"Ol\u00fafe\u0323\u0301mi Ad\u00e9b\u00e1yo\u0323\u0300", "Grace Ad\u00e9b\u00e1yo\u0323\u0300-Lindqvist"}},
		// A Slack header names its speaker whole, in three words too.
		{"#ops\nNguyễn Thị Mai  09:12\nprod db replica is lagging\nKwame Mensah  09:13\nok checking\n",
			[]string{"Nguyễn Thị Mai", "Kwame Mensah"}},
		// A name key's value that is code is none.
		{"    kunde = Kunde.objects.create(**row)\n    name = 'Ana Lima'\n", []string{"Ana Lima"}},
		// The value of a priority or status field is no name, nor is a label; "D." after
		// "Sr." is a title before any name.
		{"Ticket #SUP-88214 · Prioridad: Alta · Canal: email\nReporter: Yuki Matsumoto · Assignee: Tunde Bakare\n",
			[]string{"Yuki Matsumoto", "Tunde Bakare"}},
		{"Barcelona, 20 de enero de 2025\n\nSr. D. Khalid Bennani Ouazzani\nC/ Verdi 31\n", []string{"Khalid Bennani Ouazzani"}},
		// Two words before an address that names them, with no label before them.
		{"2025-02-11 06:00:02,011 INFO [import] Benachrichtige Admin Thorsten Gellert <t.gellert@example.de>\n",
			[]string{"Thorsten Gellert"}},
		{"Please loop in Ferdinand Okonkwo <f.okonkwo@example.com> and Team Ops <ops@example.com>.\n",
			[]string{"Ferdinand Okonkwo"}},
		// The parties of a bill or a case are name keys; a firm as the value is none.
		{"Guarantor: Okafor, Chidi E.\nPlaintiff: Acme Holdings LLC\nDefendant: Maria Lopez\n", []string{"Okafor, Chidi E.", "Maria Lopez"}},
		// A contact key names a person; a phone number after a comma ends the name. The one who
		// served at a till and a technician are name keys too.
		{"FOUNDER_CONTACT=Oluwadamilare Ogunleye, +234 809 221 4458\nSUPPORT_CONTACT=Help Desk, help@example.com\n",
			[]string{"Oluwadamilare Ogunleye"}},
		{"Fecha: 08/02/2025 11:47   Caja: 2   Le atendió: Iñaki\nMain d'œuvre (technicien : Erwan Kerjean) | 4 h | 220,00 €\n",
			[]string{"Iñaki", "Erwan Kerjean"}},
		// A street after its head at a line start, and a place after an elided "d'".
		{"FERRETERÍA HERMANOS S.L.\nC/ Blas de Otero 14, Bilbao\n", nil},
		{"Radio thoracique demandée au centre d'imagerie Jules Verne le 15 janvier.\n", nil},
		// Keys of YAML are no speakers of a chat.
		{"apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: report-renderer\nspec:\n  replicas: 3\n  template:\n    metadata: { labels: { app: x } }\n", nil},
	} {
		checkNamesFoundAgain(t, ann, san, tc.text, tc.want)
	}
}

// A chat's speakers are mentioned in its messages by a part of their given name, its start
// or its end ("santi" of Santiago, "tunde" of Babatunde), on the speakers' lines and, in
// Slack copied as text, on the lines under their headers. The nickname is encrypted as a
// name, so it never leaves in clear; its ciphertext is no part of the speaker's, so it is not
// found again in the ciphertext alone (a known gap: desanitize --prompt restores it).
func TestPersonChatNicknames(t *testing.T) {
	ann, san := personFixture(t)
	for _, tc := range []struct {
		text     string
		want     []string
		nickname string
	}{
		{"#incidents\nBabatunde Adeyemi-Cole  10:02 PM\ncheckout p99 is at 4.8s\nSøren Kjærgaard-Holm  10:11 PM\nhere, sorry\n" +
			"Facundo Álvarez  10:14 PM\ntunde are you on call?\n",
			[]string{"Babatunde Adeyemi-Cole", "Søren Kjærgaard-Holm", "Facundo Álvarez", "tunde"}, "tunde"},
		{"[10:02] Santiago Benedetti: ok\n[10:30] Lisa Pickering: facu? santi?\n",
			[]string{"Santiago Benedetti", "Lisa Pickering", "santi"}, "santi"},
	} {
		if got := personSpans(ann, tc.text); fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("%q: got %q, want %q", tc.text, got, tc.want)
			continue
		}
		cipher, err := sanitized(ann, san, tc.text)
		if err != nil {
			t.Errorf("%q: sanitize: %v", tc.text, err)
		} else if strings.Contains(cipher, tc.nickname) {
			t.Errorf("%q: %q left in clear: %q", tc.text, tc.nickname, cipher)
		}
	}
}

// Vietnamese names written without their accents, which the lists miss: a common surname
// then a listed name, or the middle name Thi or Van ("Vo Thi Lan"), even after a word that
// is no name ("Son Vo Minh"), and whole where a part of them is a word elsewhere.
func TestPersonVietnameseNames(t *testing.T) {
	ann := defaultAnnotator(t)
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"Discharge summary for Vo Thi Lan. Son Vo Minh will collect her on Friday.", []string{"Vo Thi Lan", "Vo Minh"}},
		// With the marks of Vietnamese letters; "Mai" after a middle name is no month.
		{"Die Elternsprecherin, Trần Thị Mai (Mutter von Linh), erreichen Sie unter 0157 5553 1234.",
			[]string{"Trần Thị Mai", "Linh"}},
		{"Ông Đặng Văn Đức và bà Phạm Thị Hằng đã đến.", []string{"Đặng Văn Đức", "Phạm Thị Hằng"}},
		// The surname that is a word of other languages too ("Le", "Do") before the middle
		// name, and the given name that is one ("An", "Be") after it.
		{"Nguyen Van An met Tran Thi Be and Do Van Nam yesterday.", []string{"Nguyen Van An", "Tran Thi Be", "Do Van Nam"}},
		{"SHIP TO:\nLE THI HONG NHUNG\n\nPatient: LE VAN AN, DOB 1970", []string{"LE THI HONG NHUNG", "LE VAN AN"}},
		{"[09:01] Minh: Cô Hạnh ơi, mai con nghỉ ạ\nThanks to Cô Hạnh for the class.\n", []string{"Minh", "Hạnh", "Hạnh"}},
		// A Vietnamese chat: its words are given names too ("báo", "giá"), only its speakers are
		// names in lower case; "má" (mother) is none.
		{"[05/01/2025 20:11] Thảo: cả nhà ơi, tết năm nay má muốn sửa lại mái nhà ở quận 8, thợ báo giá 45 triệu đồng\n" +
			"[05/01/2025 20:14] Thảo: anh tuấn gửi vào tk của em đi, tk má bị khóa rồi.\n" +
			"[05/01/2025 20:22] Vy Nguyen: dc em. nhớ về trước 25 tháng 1 để đi chợ bến thành với má\n",
			[]string{"Thảo", "Thảo", "Vy Nguyen"}},
	} {
		if got := personSpans(ann, tc.text); fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("%q: got %q, want %q", tc.text, got, tc.want)
		}
	}
}

// Chinese names in pinyin either way round, the given name off the lists ("Xiuying"): a
// common Chinese surname and one or two pinyin syllables; their ciphertext is found again.
// Not an English -ing word that parses as pinyin ("Singing").
func TestPersonChineseNames(t *testing.T) {
	ann, san := personFixture(t)
	text := "I met Wang Xiuying at the fair. Xiuying Wang signed. Singing in the rain."
	want := []string{"Wang Xiuying", "Xiuying Wang"}
	checkNamesFoundAgain(t, ann, san, text, want)
}

// Japanese names either way round, the given name off the lists ("Takuya", "Aoi"): a common
// Japanese surname and a given name in Hepburn romanisation, "Suzuki" too, which is no make
// of cars before a given name; their ciphertext is found again. Not a car's model ("Suzuki
// Swift"), a kind of inn ("Ryokan Yoshida") nor a firm ("Hamada Kogyo"); and a range of
// months is no given name ("Jan–Apr").
func TestPersonJapaneseNames(t *testing.T) {
	ann, san := personFixture(t)
	text := "Present: Hamada Takuya (JV Chairman), Sasaki Naoko (CFO). Met plant manager Suzuki Takeshi " +
		"and IT lead Nakamura Aoi. Naoko Sasaki signed. We rented a Suzuki Swift and stayed at Ryokan Yoshida."
	want := []string{"Hamada Takuya", "Sasaki Naoko", "Suzuki Takeshi", "Nakamura Aoi", "Naoko Sasaki"}
	text += " The board of Hamada Kogyo approved. Underpaid for Jan–Apr: VND 412,600,000."
	checkNamesFoundAgain(t, ann, san, text, want)
}

// Initials written together belong to the name after them (K.H. Christoph, A.-M. Mendiboure,
// J.R.R. Tolkien), so that no initial stays in clear beside the ciphertext; a dotted
// abbreviation (U.S.A., P.S.) and the title M. do not. The ciphertext is found again.
func TestPersonGluedInitials(t *testing.T) {
	ann, san := personFixture(t)
	text := "The applicant was represented by Mr K.H. Christoph and Ms A.-M. Mendiboure. " +
		"The author J.R.R. Tolkien wrote it. He moved to the U.S.A. Karen Blix came. M. Dupont signe. " +
		"La chambre comprenait MM. L.-E. Pettiti et L. Wildhaber.\n\nP.S. Colin has since left."
	want := []string{"K.H. Christoph", "A.-M. Mendiboure", "J.R.R. Tolkien", "Karen Blix", "Dupont", "L.-E. Pettiti", "L. Wildhaber", "Colin"}
	checkNamesFoundAgain(t, ann, san, text, want)
}

// A month that is also a surname belongs to the given name before it (Theresa May), unless
// a number follows (a date); the ciphertext, where the month is a pseudo name, is found again.
func TestPersonMonthSurnames(t *testing.T) {
	ann, san := personFixture(t)
	text := "Prime Minister Theresa May told reporters. Meet Robert August, the new hire. The report is due June 5."
	want := []string{"Theresa May", "Robert August"}
	checkNamesFoundAgain(t, ann, san, text, want)
	// An abbreviated month before a day, after a weekday's abbreviation too: Thu and Mar are
	// names, but not here.
	checkNamesFoundAgain(t, ann, san, "Author: Lin Xiaoyu\nDate:   Thu Mar 7 03:00:11 2024 +0000\n- called Feb 12, spoke to Jason.\n",
		[]string{"Lin Xiaoyu", "Jason"})
	// Nor after a word that puts a time after it; but Dec is Declan after "call".
	checkNamesFoundAgain(t, ann, san, "Dear Jason, 3 complaints logged since Dec, and Ms. Lindqvist is back on Thu.\n",
		[]string{"Jason", "Lindqvist"})
	checkNamesFoundAgain(t, ann, san, "Dear Jason, please call Dec tomorrow.\nAnh Thư Lê (goes by Thu) applied.\n", []string{"Jason", "Dec", "Anh Thư Lê", "Thu"})
}

// The subject of a German sentence on no list: a word general text does not use, before a
// finite verb; not a long compound noun, an institution, or a firm before an English "will".
func TestPersonGermanSubject(t *testing.T) {
	ann, san := personFixture(t)
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"Pinkwart plädierte im Januar dafür, die Regelung auszusetzen.\n", []string{"Pinkwart"}},
		// The speaker of a quotation that opens a line, as interviews are printed; not a label
		// before a quoted value.
		{"Güllner: „Solidarität mit Schotterern wollen diese Neuwähler nicht.“\nMotto: „Gemeinsam stark“\n" +
			"Projektname: „Phoenix“ wurde beschlossen.\n", []string{"Güllner"}},
		// A German sentence's first word before a verb of saying is no speaker ("Dies" is a
		// given name and a surname too).
		{"Die Firma hat die Übernahme von 25 Filialen fixiert. Dies sagte Spar-Vorstand Hans Reisch am Montag in Wien.\n",
			[]string{"Hans Reisch"}},
		// After the verb: a listed name general text rarely uses, and a name before a year.
		{"Nach der Expedition kehrte Georgi an seine Stelle zurück. Aus familiären Gründen verließ Gundelmann 1857 sein Elternhaus.\n",
			[]string{"Georgi", "Gundelmann"}},
		// Before a German modal that English writes too, in German text only.
		{"Piontek will demnach einen Beschluss herbeiführen. Gryczan darf nicht mitfahren.\n", []string{"Piontek", "Gryczan"}},
		{"Die Wahl ist vorbei. Krutschinna musste aus den Diensten ausscheiden.\n", []string{"Krutschinna"}},
		// Names of other lengths and endings, and a listed surname: their ciphertexts (pseudo
		// names, surnames of the class) are found as they are.
		{"Ouédraogo hatte recht. Bakayoko blieb. Tshisekedi sagte nichts. Schröder kam spät.\n",
			[]string{"Ouédraogo", "Bakayoko", "Tshisekedi", "Schröder"}},
		{"Umweltministerium hat reagiert.\n", nil},
		// A place's head after a name and an adjective ends a place; after "and", a position.
		// A place's head ending a name after a capitalised word ("Beacon Hill Lane") is none
		// after a nationality before a given name.
		{"Tyson won over fellow American James Heath. They walked up Beacon Hill Lane.\n", []string{"Tyson", "James Heath"}},
		// After an article, a name is a thing's ("the John Lewis on Oxford Street"), but not
		// before a noun for what befell or was done by the person.
		{"Police would not say whether they suspected a link with the Marc Leclercq case.\n", []string{"Marc Leclercq"}},
		// After a verb it is none: "went home".
		{"Larry Jones went home early. Chipper Jones singled home the tying run.\n", []string{"Larry Jones", "Chipper Jones"}},
		{"Fullback Dylan Edwards and centre Stephen Crichton shone at the Lyndon B. Johnson outpatient center.\n",
			[]string{"Dylan Edwards", "Stephen Crichton"}},
		// A past participle opening a passive sentence is no subject; the name after the verb is.
		{"Die Ausstellung läuft bis Mai. Kuratiert wurde die Schau von der Historikerin Lea Brandt. Geboren wurde Krause am 21. Januar 1942 in Königsberg.\n",
			[]string{"Lea Brandt", "Krause"}},
		// Spanish "a" before the person a verb of reaching names; not a place or an office.
		{"Si el cliente pide algo, avisa a Nayra de recepción. Vamos a Madrid. Llama a Correos mañana.\n", []string{"Nayra"}},
		// A chancellor of a university is a role before a name, and alone no name.
		{"The Vice-Chancellor said so. Vice-Chancellor Liang Xiaoming spoke.\n", []string{"Liang Xiaoming"}},
		// An instruction's verb opening a prompt; not a name and its epithet, nor a chat's
		// lower-case name.
		{"Generate a CHANGELOG entry from this log.\n\nTrace what happened to the message.\n\nLouis the German invaded Moravia.\n",
			[]string{"Louis"}},
		// A noun of a noun's ending and a German unit of time before a verb or after "seit".
		{"We moved out in August. Tenancy was with my ex. Da steht seit Monaten das Rad.\n", nil},
		// A compound with a head of three letters, and the object of "Bitte".
		{"Die Spenden sind da. Baubeginn soll im April sein. Bitte Rechenweg kurz zeigen.\n", nil},
		// A noun of a noun's ending, a zu-infinitive and an adverb opening the sentence.
		{"Die Lage ist offen. Flexibilität ist gefragt. Anzumerken wäre noch das. Überdies hat jede Gemeinde einen Dialekt. Ersterer wollte nicht.\n", nil},
		// A compound of two German words is a noun, not a subject's name; a surname's compound is not.
		{"Die Mutter lebt allein und der Sohn wohnt in Graz. Pflegegrad wurde beantragt. Packliste wurde verschickt. Morgenstern sagte nichts.\n",
			[]string{"Morgenstern"}},
		{"Richterin Wagner verkündete das Urteil.\n", []string{"Wagner"}}, // a role noun is a title
		// A role's feminine is a noun at a sentence's start too; a surname that ends like one is not.
		{"08.03.2025, 21:00 – Abendmedikation verabreicht. Bewohnerin klagt über Schmerzen im Knie. Trittin sagte nichts.\n", []string{"Trittin"}},
		{"Bundesverfassungsgericht hat entschieden.\n", nil},
		{"Landesamt hat reagiert.\n", nil},
		{"Accenture will address this tomorrow.\n", nil},
		// After the finite verb when another word starts the sentence; not a noun there, nor
		// the pronoun or the adverb that opens one.
		{"Damals sagte Babbel, er sei mit der Mannschaft nicht zufrieden. Auch den Rückkampf im Mai verlor Benvenuti vorzeitig und ohne Chance.\n",
			[]string{"Babbel", "Benvenuti"}},
		{"Im Finale gewann Gold die Mannschaft aus Kanada. Man sieht das ja jetzt. Dies geht aus einer Studie hervor.\n", nil},
		// After a word shaped like a finite verb that no list has; not a noun of general text
		// or a compound of one after an adjective so shaped.
		{"In Rom rekapituliert Pellengahr seine Reise und die Zeit mit dem Maler.\n", []string{"Pellengahr"}},
		{"Doch die Mutter stirbt Minuten später. Der vom Staat gerettete Finanzsektor zahlt, eine harte Lebensprobe.\n", nil},
		// Such a word that opens the sentence is an adjective: a statement's verb never opens it.
		{"08.03.2025, 10:00 – 20 Minuten Gehtraining mit Rollator im Flur. Leichte Atemnot danach, SpO2 93 %. – A.P.\n", nil},
		// A verb right after "und" shares the subject before it, and a word before "zu" and a
		// verb is its object: no subject after the verb; nor a pronoun opening the sentence.
		{"Im Jahre 1966 habilitierte er sich und wurde Dozent für Verfassungsrecht.\n", nil},
		// An adverb between a sentence's first word and its verb; a noun there stays a noun.
		{"Maschmeyer wiederum war Gast bei der Feier. Die Firma wuchs. Umsatz jedoch sank im Jahr darauf.\n", []string{"Maschmeyer"}},
		// "sich" between the verb and its subject; not after a word that is no verb.
		{"In einer ersten Reaktion distanzierte sich Moein von dem Ergebnis. Wir prüfen, ob sich Termine überschneiden.\n",
			[]string{"Moein"}},
		{"Er machte 1888 sein Abitur und begann Jura zu studieren. Mir ging es so.\n", nil},
		// After the "so" that ends a quotation; a genitive before a noun is no glued proper noun.
		{"„Ich habe gehofft, dass mein Rad das aushält“, so Schubert. Heute entscheidet der Ausschuss des Senats über Boltons Nominierung.\n",
			[]string{"Schubert", "Boltons"}},
	} {
		checkNamesFoundAgain(t, ann, san, tc.text, tc.want)
	}
}

// The subject of an English sentence on no list, before what people do and firms rarely do
// (maybe after an adverb); its ciphertext, a pseudo name, is found the same way. A word of
// general text or an institution before such a verb is left alone.
func TestPersonEnglishSubject(t *testing.T) {
	ann, san := personFixture(t)
	for _, tc := range []struct {
		text string
		want []string
	}{
		// Two such words, after a dash too; not words of general text.
		{">> Hi all — Margarethe Voss approved the hardware budget for the two new chassis.\n", []string{"Margarethe Voss"}},
		{"Visual Studio crashed twice. Project Phoenix was approved.\n", nil},
		{"Caplan dismisses retrospective voting. Mishima espoused a brand of nationalism.\n", []string{"Caplan", "Mishima"}},
		{"The army withdrew. Tiberius reportedly regretted his departure.\n", []string{"Tiberius"}},
		{"Police suggested that the road be closed. Everyone tried. Accenture will address this.\n", nil},
		// One word with an age in apposition before the clause's verb.
		{"Two years later, Jutting, now 31, is on trial at the High Court.\n", []string{"Jutting"}},
		// A name general text uses too, before what people do; not a frequent word.
		{"More than 330 crew are onboard. Vega suggested that many would stay. Valentino tried to leave.\n", []string{"Vega", "Valentino"}},
		{"The storm passed. Hope suggested otherwise.\n", nil},
		// The subject of a question after its auxiliary, and not the auxiliary; not a product.
		{"> Can Abena review the draft? Has Priya approved the budget? Can Docker run on Windows?\n", []string{"Abena", "Priya"}},
		// A word of no text before any verb of a subject; not a plural noun's ("Retakes").
		{"Our new intern starts Monday. Tunde will mentor her.\n", []string{"Tunde"}},
		{"Picture day is on Wednesday. Retakes will be in November.\n", nil},
		// After a conjunction that opens a clause.
		{"The car burst into flames, and Kenseth walked away from it unhurt.\n", []string{"Kenseth"}},
		{"The car burst into flames, and police walked away from it.\n", nil},
	} {
		checkNamesFoundAgain(t, ann, san, tc.text, tc.want)
	}
}

// A famous person named by one word that general text uses too is a name where it is the
// subject of a verb or owns something; a hospital, a firm, a room or a disease named after one
// is not.
func TestPersonFamousAlone(t *testing.T) {
	ann, san := personFixture(t)
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"The talks failed. Putin has said he will not attend the summit.\n", []string{"Putin"}},
		{"Critics blasted Obama's silence on the incident.\n", []string{"Obama"}},
		{"The talks went on for hours, and then Mandela offered his hand.\n", []string{"Mandela"}},
		{"Es war ein langer Abend. Deswegen ist Trump nicht sehr besorgt.\n", []string{"Trump"}},
		{"„Das kann er nicht“, spottete Obama am Montag.\n", []string{"Obama"}},
		// Named after one: a hospital, a firm, a room, a disease, a plural noun.
		{"Our son had surgery at Necker. The broker at Gallagher needs it by Friday.\n", nil},
		{"Other history: Hashimoto's thyroiditis on levothyroxine.\n", nil},
		{"Known Hashimoto's on levothyroxine. Her mother (Astrid, 64) has Sjögren's. No Raynaud's. R/o overlap with Sjögren's given family hx.\n",
			[]string{"Astrid"}},
		{"Der Aufzug ist kaputt. Die Handelskammer von Bolzano wurde informiert.\n", nil},
		{"New listing. Sellers will consider offers above $510k.\n", nil},
	} {
		checkNamesFoundAgain(t, ann, san, tc.text, tc.want)
	}
}

// German capitalises its nouns: in German text, a word after the articles "die" and "den"
// is a noun, and a long word of general text alone is no name, however like a pseudo name it
// looks; a noun after a name in the genitive is not part of it. Names in the same text are
// still found, and their ciphertexts as names.
func TestPersonGermanNouns(t *testing.T) {
	ann, san := personFixture(t)
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"Bis 1945 wurden die Lokomotiven wegen der Lage nicht eingesetzt.\n", nil},
		{"Autowerte dürften kaum zu den Favoriten gehören, sagte Anna Schmidt.\n", []string{"Anna Schmidt"}},
		{"Dann sind die Saponine aus der Kastanie gelöst und die Kataloge gedruckt.\n", nil},
		// A word that opens a German sentence, a title of rank, a noun after a name in the
		// genitive: none of them is part of the name.
		{"Da Wilder nach seinen Erfolgen mit Frau Meier zufrieden war, blieb er.\n", []string{"Wilder", "Meier"}},
		{"Im Jahr 1840 setzte Kaiser Rafael Carrera dem Staat und der Stadt ein Ende.\n", []string{"Rafael Carrera"}},
		{"Die Stadt wurde von Kaiser Leopold II. und der Politologe Norman Finkelstein von der Kritik befreit.\n",
			[]string{"Leopold II.", "Norman Finkelstein"}},
		{"Auf Mary Gebhards Betreiben wurde das Haus gebaut. Seither bekleidete Douglas Posten in der Firma.\n",
			[]string{"Mary Gebhards", "Douglas"}},
		// A given name that ends in s is no genitive before a word that general text rarely uses.
		{"Bekannt ist der Song „One Bullet Left“, den Chris Barnes gemeinsam mit einem Rapper aufnahm.\n", []string{"Chris Barnes"}},
		// Roles are titles; a surname that ends like one is still a name.
		{"Der Verlag von Axel Springer und der Dirigent Yehudi Menuhin und der Nationalspieler Thomas Müller kamen.\n",
			[]string{"Axel Springer", "Yehudi Menuhin", "Thomas Müller"}},
		{"Das sei keine große Koalition, sagte der Politikwissenschaftler Anton Pelinka.\n", []string{"Anton Pelinka"}},
		// A listed name in the German genitive is a name; a noun after an article is none.
		{"Die zweite Phase war durch das Wirken von Ottos geistlichem Bruder bestimmt, und Boltons Kritik wuchs.\n",
			[]string{"Ottos", "Boltons"}},
		// A name in the genitive after the noun it owns, not a country's.
		{"Er gehört zu den engsten Vertrauten Merkels. Viele rechneten mit einem Sieg Roddicks, nicht mit dem Eintritt Polens.\n",
			[]string{"Merkels", "Roddicks"}},
		// The genitive of a name the text has named: the name without its s, as the
		// conventions draw a possessive; a given name that ends in s stays whole.
		{"Lisa Schmitt und Jonas Berg kommen am Freitag. Paten sind Lisas Bruder Max und Jonas.\n",
			[]string{"Lisa Schmitt", "Jonas Berg", "Lisa", "Max", "Jonas"}},
		// A German compound the frequency lists lack is a noun after a genitive too.
		{"Die neuen Ausgaben werden über Clintons wohlgefülltes Bankkonto finanziert.\n", []string{"Clintons"}},
		{"Er hat die Ausdauer eines Kamels und die Führung des Kalenders.\n", nil},
		// A German compound after a name in a field is a role, no second name.
		{"Wir freuen uns auf euch und bitten um eine kurze Rückmeldung bis Freitag. Kontakt: Lisa Pichler, Geschäftsstelle, 08031 365-2290\n",
			[]string{"Lisa Pichler"}},
		// A listed given name that ends in s is no genitive: the surname after it stays.
		{"Ihr Stellvertreter Tobias Fuchs (Freie Wähler) – nicht verwandt mit dem Inhaber des Büros – widersprach.\n",
			[]string{"Tobias Fuchs"}},
		// A noun after its inflected adjective, itself after a determiner or a preposition;
		// a listed given name there is still a name.
		{"Ihre Nutzbarkeit ist nur von kurzer Dauer, am 13. April 1945 wird sie gesprengt.\n" +
			"Die prekäre Lage zwingt Grethe Jürgens, sich in einem Laden einzurichten. Der kleine Max lachte.\n",
			[]string{"Grethe Jürgens", "Max"}},
		// An inflected adjective after a word that governs the genitive: a noun follows.
		{"Die Abwertung des britischen Pfunds half, aufgrund schlechten Wetters, eines milden, mediterranen Klimas.\n", nil},
		{"1581 ging sie mit Stroh beladen auf die Fahrt nach Lissabon.\nDavon ist der Klub noch weit entfernt, und das ist gut.\n", nil},
		// A titled name before "von" and a firm: the name alone.
		{"Der Termin mit Frau Oyelowo von Daimler Truck ist am Donnerstag.\n", []string{"Oyelowo"}},
		// A surname alone keeps the particles the full name has before it.
		{"Finanzminister Carsten de Vries lehnte ab. „Nein“, sagte de Vries vor der Sitzung. Der Abgeordnete Jan-Ole von Bergen sprach. Von Bergen gehört dem Flügel an.\n",
			[]string{"Carsten de Vries", "de Vries", "Jan-Ole von Bergen", "Von Bergen"}},
	} {
		checkNamesFoundAgain(t, ann, san, tc.text, tc.want)
	}
}

// Titles of rank are cut from a name like "Mr", but may end one as a surname; a firm is not
// two people; in a result list the person is before the country in parentheses; in news a
// name follows "said" and "beat".
func TestPersonTitlesAndLists(t *testing.T) {
	ann, san := personFixture(t)
	for _, tc := range []struct {
		text string
		want []string
	}{
		// A name on no list after a verb that addresses a person, and its ciphertext.
		{"Can you tell Tunde I found his water bottle? Please ask Obinna about the keys.\n", []string{"Tunde", "Obinna"}},
		// Initials given in parentheses after a name, and where minutes use them; a role in
		// parentheses is none.
		{"Facilitator: Anders Kjellberg (AK) · Notes: Mariam Tahir (MT)\nAK to ask Kiran Pillai (CFO). MT to draft.\n",
			[]string{"Anders Kjellberg", "AK", "Mariam Tahir", "MT", "AK", "Kiran Pillai", "MT"}},
		// A town councillor's role is no part of the name.
		{"Widerstand kam von Stadtrat Jürgen Müller (Grüne). Auch Stadträtin Ayşe Demir war dagegen.\n",
			[]string{"Jürgen Müller", "Ayşe Demir"}},
		// An elder's kin word before a name on no list is no part of it.
		{"I found an old sewing machine for your Aunty Nkechi (she says it works). Tante Erika kommt.\n", []string{"Nkechi", "Erika"}},
		// An unquoted "LAST, First" cell of a CSV row is one name; names in prose stay apart.
		{"id,date,vendor,amount,cardholder\n204411,2024-03-04,Delta Air Lines,$486.20,Okafor, Chinedu\nWe invited Tom, Anna and Joe.\n",
			[]string{"Okafor, Chinedu", "Tom", "Anna", "Joe"}},
		// A police officer's abbreviated title before a surname alone.
		{"id,officer,status\nB24-00912,Ofc. Ramos,open\nB24-00913,Ofc. Lindqvist,closed\n", []string{"Ramos", "Lindqvist"}},
		// The Irish police's honorifics and Persian kin words are no part of the name; nor is
		// "Justice" after "before" or "Chief" (a given name elsewhere).
		{"Present: Hana Girma. Garda Liam Ó Broin and Garda Commissioner Drew Harris.\n[08/03/2025, 20:02] Khaleh Mina: see you then\n",
			[]string{"Hana Girma", "Liam Ó Broin", "Drew Harris", "Mina"}},
		{"She stood trial before Justice Folake Olaniyan-Bello. Chief Justice Roberts wrote the opinion.\n",
			[]string{"Folake Olaniyan-Bello", "Roberts"}},
		{"Justice Mensah called.\n", []string{"Justice Mensah"}},
		// A teacher's, a priest's, a councillor's and a grandmother's titles: "Sensei", Spanish
		// "Cura", German "GRin", Portuguese "Vó".
		{"son ancien prof (Sensei Okada) lui a donné\n- el Sr. Cura Efraín Medina Ochoa pide que se recuerde\nAnwesend: GRin Petra Huber (CSU)\n| Vó Lourdes | 77 | grandmother |\n",
			[]string{"Okada", "Efraín Medina Ochoa", "Petra Huber", "Lourdes"}},
		// A saint's compound right after a given name is the surname; a saint's church is no
		// mention of a given name found elsewhere.
		{"Madame Guillemette Saint-Aubin,\nJean Dupont viendra. La chorale Saint-Jean chante à Saint-Pierre-et-Miquelon.\n",
			[]string{"Guillemette Saint-Aubin", "Jean Dupont"}},
		// A chat's word of cheer before the name it answers, a cricketer's role, a Persian
		// "Khanum" after a given name: no part of the name.
		{"Chloé: Parfait Aurélie. Courage Lucie!\nSeamer Ravi Iyer chipped in with 3-41.\nGrandma Fatemeh Khanum (née Sadeghi)\n",
			[]string{"Chloé", "Aurélie", "Lucie", "Ravi Iyer", "Fatemeh", "Sadeghi"}},
		// Nor a word for an elder before one, nor a Swahili "sorry" or "OK" answering one.
		{"My mother-in-law Amma Shireen insists. Also Baba Otieno will be 90.\nWanjiku Kamau: Pole Fatuma. Sawa Chebet.\n",
			[]string{"Shireen", "Otieno", "Wanjiku Kamau", "Fatuma", "Chebet"}},
		// Nor a greeting that a list of given names folds to a name ("Olá", "Ola"); Portuguese
		// "e" between two given names is "and", before a surname a particle.
		{"Olá Rafael e Juliana,\n\nGood news. João Sousa e Silva chegou.\n",
			[]string{"Rafael", "Juliana", "João Sousa e Silva"}},
		// A relative's given name in parentheses after the word for them.
		{"Dad (Andrii) is still in Ukraine. Obaachan (Fumiko) is excited. The room (Blue) is free.\n",
			[]string{"Andrii", "Fumiko"}},
		// Nor a boy's "Master" before a given name; "Master Card" is no name.
		{"Miss Ayomide Familusi (14) and Master Daniel Familusi (9). The Master Card.\n",
			[]string{"Ayomide Familusi", "Daniel Familusi"}},
		// Nor a Hindi or Urdu "Bhai" or "Didi" after one, nor a relative a family chat names so.
		{"[3/4/25, 21:15:22] Bilal Bhai: who is writing the letter?\n[3/4/25, 21:16:00] Sana: Neha Didi will.\n" +
			"[3/4/25, 21:17:02] Sanjay Mama: sweets are done\n[3/4/25, 21:18:40] Meenakshi Aunty: Rokeya Nani's pills too\n",
			[]string{"Bilal", "Sana", "Neha", "Sanjay", "Meenakshi", "Rokeya"}},
		// Nor a Thai or Indonesian honorific, a word for an elder, or a rules' title at the head
		// of a field's value.
		{"Muay Thai demo, Kru Anucha from Siam Fight Club. The chef, Pak Gede, makes pancakes.\n" +
			"Their great-grandfather Mzee Kiprono arap Sang farmed tea. She cares for her grandmother, Sitti Mariam.\n" +
			"Contact : Sensei Laurent Mercier, 06 84 12 57 30\n",
			[]string{"Anucha", "Gede", "Kiprono arap Sang", "Mariam", "Laurent Mercier"}},
		// A middle initial after a given name in English, Monsieur before a surname in French;
		// a German noun and "von" before a full name.
		{"The board nominated Jennifer M. Anderson for a term.\nMme Dupont et M. Martin sont venus.\n" +
			"Nach dem Tod von Verena Tschudi-Brunner wurde das Haus verkauft.\n",
			[]string{"Jennifer M. Anderson", "Dupont", "Martin", "Verena Tschudi-Brunner"}},
		// A given name and a famous surname that is a word of Spanish text; a Korean name ending
		// in Park.
		{"Une soirée consacrée à Marguerite Duras a eu lieu.\nJi Sung Park 1 - 1\n",
			[]string{"Marguerite Duras", "Ji Sung Park"}},
		// A word before the noun or role that heads a full name; an encyclopedia's section
		// heading run into a name at a line's start or after it.
		{"sagte Bremens Stürmer Nelson Valdez nach dem Spiel.\nLeben Vonholdt studierte Medizin.\n" +
			"Janet Branagan Bemerkungen Der Thriller wurde in Montreal gedreht.\n",
			[]string{"Nelson Valdez", "Vonholdt", "Janet Branagan"}},
		// A month's or a weekday's abbreviation after a name: a date, a range or a weekday.
		{"Reminder: Appt w/ Dr. Lindqvist Mar 24 9:40am.\nLate: Musa Kamara Mon–Thu, Rhiannon Fri, agency Sat/Sun\n" +
			"Night: Grace Mutua Mon–Wed, Bartosz Wiśniewski Thu–Sun\n",
			[]string{"Lindqvist", "Musa Kamara", "Rhiannon", "Grace Mutua", "Bartosz Wiśniewski"}},
		// A full name with a quoted nickname, one end of which is found alone.
		{"Reece \"Bam Bam\" Atherton opened the scoring.\n1. Remedios \"Medy\" Santos – 5W 1L\n",
			[]string{"Reece \"Bam Bam\" Atherton", "Remedios \"Medy\" Santos"}},
		// A German noun for women in the plural, a hospital named "General", a French gym
		// named after a person: no names.
		{"Liebe Sängerinnen und Sänger, Frau Lindner kommt.\nShe is a nurse at Mercy General. RDV au gymnase Jean Jaurès.\n",
			[]string{"Lindner"}},
		// A sports club is no name, though its letters follow or open one; an e-mail header's
		// "CC:" is no part of the name before it, nor a barrister's "SC".
		{"Hallam Moor CC 1st XI v Ecclesall Park CC. FC Barcelona signed Lamine Yamal.\nTo: John Smith CC: Jane Doe\nrepresented by Michael Lynn-Doherty SC, instructed by FLAC\n",
			[]string{"Lamine Yamal", "John Smith", "Jane Doe", "Michael Lynn-Doherty"}},
		// A frequent word that labels a record's line is no speaker, though a few people
		// bear it as a given name ("Channel"); chat speakers so named stay.
		{"Ticket: JP-CS-20250211-0093\nCreated: 2025-02-11 13:26:08 JST\nChannel: web form\nCustomer: Hasegawa Tomoko\nMember since: 2019-04\nPhone: 090-4417-2863\n",
			[]string{"Hasegawa Tomoko"}},
		{"Will: are you coming tonight?\nSummer: yes, after work\nWill: great\n", []string{"Will", "Summer", "Will"}},
		// A listed given name right after a German finite verb is its subject; a noun is not.
		{"Kann Sabine für die Pflege einen Ausgleich verlangen? Hat Angst vor der Prüfung.\n", []string{"Sabine"}},
		// The head of a place after its name's word is no surname; after a title it is.
		{"Your appointment at Burgh Quay is booked. Mr Pool said yes.\n", []string{"Pool"}},
		// A field's word before a title is no name: the name follows the title.
		{"ausgedruckt von: Hausarztpraxis Dr. Felix Amberger, Marktplatz 3\nName: Okonkwo\n", []string{"Felix Amberger", "Okonkwo"}},
		// A temperature's unit after the degree sign is no initial of the word after it.
		{"FR 22 rpm, T 36,6 °C. Peso 96 kg, talla 1,74 m. Temp 38.2 °F. Howard saw her.\n", []string{"Howard"}},
		// A Malay street opened by Jalan, which the lists hold as a given name too.
		{"The driver took a long route via Jalan Tun Sambanthan. Road closed at Jalan Syed Putra.\n", nil},
		// Spanish "al" before a word Spanish uses often is no given name.
		{"TRATAMIENTO AL ALTA:\n- Oxígeno 2 l/min\nAl alta SatO2 90 %.\n", nil},
		{"Lo dijeron Al Gore y Al Green.\n", []string{"Al Gore", "Al Green"}},
		// Indonesian and Arabic honorifics are no part of the name either.
		{"My mother Ibu Sri Wahyuni is 72. Call Ibu Ratna. His mother Hajja Aziza, 79.\n",
			[]string{"Sri Wahyuni", "Ratna", "Aziza"}},
		// A word for a relative is no lower-case name after a cue or before a speech verb.
		{"[07/03/2025, 09:14] Zara Iqbal: hi is nan's prescription ready?\n[07/03/2025, 09:35] Zara Iqbal: also nan says it makes her sick\n",
			[]string{"Zara Iqbal", "Zara Iqbal"}},
		// A police rank abbreviated in capitals before a listed name; not before another word.
		{"PC Owens from West Yorkshire Police attended. Sachbearbeiter POK Schulz fuhr los. The DS Lite is old.\n", []string{"Owens", "Schulz"}},
		// A role and one word in apposition.
		{"Our new intern, Oluwatoyin, starts Monday. My colleague, Abimbola, will call you.\n", []string{"Oluwatoyin", "Abimbola"}},
		// One word after an article and a role is a name; not a word of general text.
		{"Les débats se poursuivirent devant le juge Darwall-Smith, le juge Clarke étant malade. Le commissaire Adamsberg est arrivé.\n",
			[]string{"Darwall-Smith", "Clarke", "Adamsberg"}},
		{"The striker Okoye scored twice; the striker was injured.\n", []string{"Okoye"}},
		// A German role or nationality before a name on no list: a title.
		{"Ein anderer Begleiter wurde der Holzfäller Wu Gang. Der Kenianer Ancentus Akuku ist alt.\n", []string{"Wu Gang", "Ancentus Akuku"}},
		{"Um 690 wurde durch den Missionar Willibord der Grundstein gelegt.\n", []string{"Willibord"}},
		// A club's coach before the name: the compound's first part is no given name there.
		{"Hertha-Coach Dariusz Wolski ärgerte sich über die Niederlage der Mannschaft.\n", []string{"Dariusz Wolski"}},
		// Whatever its first part, a compound ending in a role on no name list is a title.
		{"Der Ball geht an Löwen-Keeper Hofmann vorbei; Williams-Fahrer Nico Hülkenberg wird Vierter.\n" +
			"Gerichtsschreiber Brunner. Der CDU-Verordnete Rüdiger Hallmann warnte. Anna Schreiber auch.\n",
			[]string{"Hofmann", "Nico Hülkenberg", "Brunner", "Rüdiger Hallmann", "Anna Schreiber"}},
		// A team's driver, though the role is a word of the list of other name words; alone
		// it is no title ("Pilot Sport", a tyre), and no word ending in it is one ("Ältester").
		{"Mercedes-Pilot Lewis Hamilton siegte vor Williams-Tester Nico Hülkenberg.\n" +
			"Die Reifen Pilot Sport sind neu. Ältester Bürger: Mit 102 Jahren ist Anton Bruder aus Ödsbach der älteste.\n",
			[]string{"Lewis Hamilton", "Nico Hülkenberg", "Anton Bruder"}},
		// A birth name after "geb." or "née".
		{"In stiller Trauer:\nGertrud Baumgartner geb. Wenzel\nThomas und Claudia Baumgartner\n",
			[]string{"Gertrud Baumgartner", "Wenzel", "Thomas", "Claudia Baumgartner"}},
		// The Irish particle Ó opens a surname.
		{"\"Everyone in the ground saw it except her,\" Ó Briain said.\n", []string{"Ó Briain"}},
		// A role before a full name on no list.
		{"A huge thank-you to midwife Gráinne Ní Mhurchú and the whole team.\n", []string{"Gráinne Ní Mhurchú"}},
		// A preposition of reported speech is no part of the name after it.
		{"Según Etxeberria, las obras empezarán el 7 de abril de 2025.\n", []string{"Etxeberria"}},
		// Milan is a given name as often as a city.
		{"Kontakt Vorsitz: Dr. Milan Petrović, Tel. 0151 23456789\n", []string{"Milan Petrović"}},
		// A frequent name in lower case in a chat, not a frequent word that is a name too.
		{"[19:08] svenja: dominik zahlt die deko\n[19:10] jana: und wer holt anna vom bahnhof?\n[19:11] kaan: ich. dale, max 40 euro\n",
			[]string{"svenja", "dominik", "jana", "anna", "kaan"}},
		// A colleague's or a friend's name on no list; not words of general text after one.
		{"Mon collègue Abdelkader Mansouri a exactement le même souci. Ask my colleague Data Engineering.\n",
			[]string{"Abdelkader Mansouri"}},
		// A child named after a parent in a list of chaperones; "von" there is "of".
		{"Chaperones confirmed: Mr. Tran Van Duc (dad of Bao), Mrs. Leticia Howard, and Ms. Hye-jin Cho.\n",
			[]string{"Tran Van Duc", "Bao", "Leticia Howard", "Hye-jin Cho"}},
		{"Begleitpersonen: Herr Oleksandr Bondarenko (Vater von Mykola) und Frau Ayşe Yıldız.\n",
			[]string{"Oleksandr Bondarenko", "Mykola", "Ayşe Yıldız"}},
		{"Stephen King and Steffi Graf met Queen Elizabeth and Thomas May.\n",
			[]string{"Stephen King", "Steffi Graf", "Elizabeth", "Thomas May"}},
		{"Shares of General Dynamics fell when Queen Latifah spoke of the General Directorate.\n", []string{"Latifah"}},
		{"Kofi & Ama came to the party.\n", []string{"Kofi", "Ama"}},
		// A firm of two names and a firm's word; a street, a bridge or a hospital named after a
		// person where the line or clause ends, after an article or before the town (an old
		// paper's "rue Notre-Dame, François Sourget" lost a comma before a name).
		{"Halden & Moreau LLP is pleased to announce.\nLAW OFFICES OF GARCIA & WEINBERG LLP\n" +
			"Objet : appartement rue Victor Hugo\nÀ Rouen, le pont Gustave-Flaubert a été fermé.\n" +
			"Hospital Universitario Miguel Servet, Zaragoza.\nrue Notre-Dame, François Sourget\n" +
			"Les commerçants de la rue Mohammed Smiha dénoncent. Un entrepôt du quartier Derb Omar.\n" +
			"J'habite rue Ernest Solvay à Ixelles.\n",
			[]string{"François Sourget"}},
		// Italian and Romanian streets; English "via" before a name is no street.
		{"Address: Via Giuseppe Garibaldi 27, 10122 Torino.\n\"line1\": \"Strada Victor Babeș 12\"\nI heard it via Anna Ricci.\n",
			[]string{"Anna Ricci"}},
		// Spanish schools: an IES (secondary) or CEIP (primary) named after a person.
		{"Excursión de 4.º ESO – IES Miguel de Cervantes (Alcalá de Henares)\nCEIP Federico García Lorca, Granada, con Lucía Ortega.\n",
			[]string{"Lucía Ortega"}},
		// A listed name joined by "and" to a name, or two given names joined, are names.
		{"She mentored two juniors (Mei Ling and Bashir).\n[11.03.24, 18:30:55] Katrin Opoku-Schulz: Dienstag geht, ich nehm auch Leonie und Mats mit\n",
			[]string{"Mei Ling", "Bashir", "Katrin Opoku-Schulz", "Leonie", "Mats"}},
		{"Porteros: Unai Goikoetxea y Raúl Benítez Sanz.\n", []string{"Unai Goikoetxea", "Raúl Benítez Sanz"}},
		// Firms of a name, "&" and a firm's word, also inside a longer name; Catalan "i" and
		// Portuguese "e" between surnames after a given name, "and" between two names.
		{"Elektro Maier & Söhne GmbH · Augsburg\nAngebot Dachdeckerei Bosch & Partner: 148.500,00 €\n" +
			"De otra parte, D. Joan Puigdomènech i Ferrer, de 38 años.\n7be0d14 | Mariana Costa e Silva <m@example.org>\nJoan i Maria van venir.\n",
			[]string{"Joan Puigdomènech i Ferrer", "Mariana Costa e Silva", "Joan", "Maria"}},
		// Clinics, hotels, halls, foundations and schools named after people; a mother as a
		// chat's speaker.
		{"Universitätsklinikum Carl Gustav Carus · Neurologie\nBitte im Hotel Wilhelm Busch buchen.\n" +
			"Réunion salle Marie Curie (3e étage), avec la Fondation Claude Pompidou.\nWalking distance to Abraham Lincoln Elementary and the park.\n" +
			"[15/06/2024, 18:02:11] Maman: Les enfants, c'est samedi\n[15/06/2024, 18:03:45] Karim Benali: ok\n",
			[]string{"Karim Benali"}},
		// A town after "de" is no person, nor is the Court's Grand Chamber; a name after "de" is.
		{"Técnico del centro logístico de Getafe. La composition de la Grande Chambre.\nLa casa de Aurora Prieto.\n",
			[]string{"Aurora Prieto"}},
		// The end of a saint's name that names a place is no person.
		{"Plan al alta:\n- Rehabilitación en el Centro de Día Santa Teresa de Jesús\n- Control con el Dr. Emeka Obi.\n", []string{"Emeka Obi"}},
		// A club's name before its word: no person, and no ciphertext of one.
		{"To: Harbor Striders Running Club <membership@example.org>\nHi Coach Darnell,\n", []string{"Darnell"}},
		// "I" after a name is the pronoun before its verb, a regnal number before anything else;
		// a letter after a hall or a gate names a place, as do firms of heating and freight.
		{"Tell Emeka I have not forgotten.\nLouis replaced Mojmír I with his nephew.\nVenue: The Ritz-Carlton, Hall B\nIt is Ridge Heating and Lumen Grid.\n",
			[]string{"Emeka", "Louis", "Mojmír I"}},
		// The pronoun after a name the model finds; a chat's header after a speaker.
		{"[14.02.2024 12:02:33] Linda: Gerald I paid the tax too\n\n[#lfg]\nKenji Today at 9:41 PM\nanyone 5 stack?\n",
			[]string{"Linda", "Gerald", "Kenji"}},
		// Spanish "Don", written out or as "D.", is a title before a given name in Spanish text;
		// elsewhere "D." is an initial and "Don" a given name.
		{"De otra parte, Dña. Carmen López y D. Alejandro Castillo Navarro, de 29 años.\n",
			[]string{"Carmen López", "Alejandro Castillo Navarro"}},
		{"Sr. D. Luis Gómez Pardo, con domicilio en Madrid, y Don Pedro Ruiz.\n", []string{"Luis Gómez Pardo", "Pedro Ruiz"}},
		{"D. Michael Smith and Don Johnson met.\n", []string{"D. Michael Smith", "Don Johnson"}},
		{"Results: 1. Michael Johnson (U.S.) 19.32 2. Ato Boldon (Namibia) 19.80 3. Obadele Thompson ( Barbados ) 20.14\n",
			[]string{"Michael Johnson", "Ato Boldon", "Obadele Thompson"}},
		{"Hendry ( Scotland ) 6 Dave Harold ( England ) 2\n", []string{"Hendry", "Dave Harold"}},
		// A word of general text that opens the sentence before a given name is no part of it;
		// a place's first word is ("New York").
		{"Notify Stephanie before noon. Grandson Tyler visited. New York is big.\n", []string{"Stephanie", "Tyler"}},
		// A city on no name list after a dash is a place; after "Dear" a surname.
		{"Ticket #CO-77120 — Bogotá\nCliente: Valentina Restrepo Gómez\n\nDear Matsumoto, thank you for the call.\n",
			[]string{"Valentina Restrepo Gómez", "Matsumoto"}},
		// A country, in its own language or another, and its German genitive; not a country's
		// name that is a given name before a surname.
		{"Stattdessen entschieden sie, dass Albanien unter die Hoheit gestellt würde.\nDer Plan eines unabhängigen Albaniens scheiterte.\n" +
			"El libro lo dedica a su tía, Libia Ochoa.\n",
			[]string{"Libia Ochoa"}},
		// A people's name made of its country's, and Britain: no persons.
		{"\"She played better on the big points,\" the Croatian said. She beat Britain's Olivia Penrose 6-2.\n",
			[]string{"Olivia Penrose"}},
		// What a quantity measures is no name; nor is a Portuguese or Catalan street, but for
		// the head word alone where it is a name.
		{"- 150 g Mehl, 1 Würfel frische Hefe\n- 2 cups Galbani ricotta\nAsk Ana Lima.\n", []string{"Ana Lima"}},
		{"Hotel: Rua 1º de Dezembro 123. The Yeatman, Rua do Choupelo. Carrer de Pau Claris 118.\n", nil},
		{"Er bildete dann mit Rua, Francesia und Savio Domenico die erste kleine Gemeinschaft.\n", []string{"Rua", "Francesia", "Savio Domenico"}},
		// A building or a rose named in quotation marks after a person is no person; after a
		// word that may be a name, or a name's ciphertext ("Halle", "Rosa"), it is one.
		{"Meine Kollegin Rosa „Anna Weber“ sagte ab.\n", []string{"Rosa", "Anna Weber"}},
		{"Die Fahrt in die Jugendherberge „Theodor Heuss\" in Bad Harzburg findet statt.\nKollegen der Mehrzweckhalle „Carl Benz\" betroffen, sagte Anna Schmidt.\n" +
			"Plantation de deux rosiers « Pierre de Ronsard » et de tomates.\n",
			[]string{"Anna Schmidt"}},
		// A season before a year is no name.
		{"Intern, Amazon Web Services — Summer 2017\nAutumn 2019 intake.\n", nil},
		{"Summer Smith and Autumn Rivera joined in 2019.\n", []string{"Summer Smith", "Autumn Rivera"}},
		// In a heading in capitals "TO" is no cue of a name.
		{"NOTICE TO VACATE / DEMAND FOR POSSESSION\nTo: Maria Lopez\n", []string{"Maria Lopez"}},
		// An HL7 message's facility and location fields name no person.
		{"MSH|^~\\&|EPIC|MERCY|||20240318||ADT^A04|1|P|2.5.1\nPID|1||MRN448120^^^MERCY^MR||NGUYEN^THI^LAN||19720814|F\nPV1|1|O|ENDO^^^MERCY||||4410^OKAFOR^CHIDINMA^^^DR\n",
			[]string{"NGUYEN", "THI", "LAN", "OKAFOR", "CHIDINMA"}},
		// Nor do the addresses of a patient, a next of kin and a guarantor.
		{"PID|1||551^^^MRN||OKAFOR^CHIDINMA||19860214|F|||4410 Lindell Blvd^^St. Louis^MO^63108||(314)555-0164\nNK1|1|OKAFOR^EMEKA|SPO|12 Elm St^^Florence^KY^41042\nGT1|1||OKAFOR^EMEKA||9 Oak Rd^^Marion^IL^62959\n",
			[]string{"OKAFOR", "CHIDINMA", "OKAFOR", "EMEKA", "OKAFOR", "EMEKA"}},
		// The city of a US address is no name, there or where the text names it again.
		{"Location: 1208 Maple Ridge Dr, Aurora, IL 60506\n- Aurora FD treated Danielle on scene.\nCherry Hill, NJ 08002\n",
			[]string{"Danielle"}},
		// A post-nominal is no part of the name, nor a name when it stands alone.
		{"From: Colleen Brady, RN <cbrady@example.org>\nPrescriber: Anjali Deshpande MD  NPI 1487702291\nMD to call back.\n",
			[]string{"Colleen Brady", "Anjali Deshpande"}},
		{"Our clients' surveyor, Mr Callum Reid MRICS, attended the property.\n", []string{"Callum Reid"}},
		// Spanish "Don" and "Dª" are titles in a Spanish document, in a field's value too; "Don"
		// is a given name elsewhere.
		{"Solicitud de préstamo. La solicitante tiene dos hijos y el cónyuge trabaja de forma independiente.\nNombre: Don Ernesto Salazar Mujica (padre de la solicitante)\nAcompañante: su esposa, Dª Remedios Lozano\n",
			[]string{"Ernesto Salazar Mujica", "Remedios Lozano"}},
		{"Name: Don Johnson\n", []string{"Don Johnson"}},
		// Words of notes that are no names: "Cust" (a customer), German "Schaden" (damage).
		{"10:12 – K. Lindqvist (counter): Cust picked up the car.\nCust says it was already there and that Lindqvist did it.\nAn: Schaden – Umzüge Huber & Söhne\n",
			[]string{"K. Lindqvist", "Lindqvist"}},
		// Labels before a phone number: Tagalog "Telepono", "Numero".
		{"Pangalan: Ligaya Bautista\nTelepono: 09171234567\nNumero: 9171234567\n", []string{"Ligaya Bautista"}},
		// "LAST, First" in parentheses after the noun of whom a record is about and its
		// number; not a place.
		{"Kunde Nr. 4471 (Zwiebelhuber, Jörg) rief an; Mitglied 12 (Paris, France) nicht.\n", []string{"Zwiebelhuber, Jörg"}},
		// Surnames listed with commas are people each where the text writes them in full
		// elsewhere, given name first; the days that head a rota's lines are no names.
		{"Mon: Saoirse Kavanagh, Rajesh Iyer, Ahmed Farouk\nTue: Kavanagh, Iyer\nWed: Björn Eriksen, Farouk\nThu: Iyer, Eriksen, Kavanagh\nFri: Farouk, Eriksen\n\nLeave requests.\n",
			[]string{"Saoirse Kavanagh", "Rajesh Iyer", "Ahmed Farouk", "Kavanagh", "Iyer", "Björn Eriksen", "Farouk", "Iyer", "Eriksen", "Kavanagh", "Farouk", "Eriksen"}},
		// An HL7 name component is a name by its place, a month too; a relationship code
		// ("SEL", self) is none; nor is a form's "FIRST" before "NAME:", nor a practice's
		// field ("Family Nurse Practitioner", "Pham Family Dentistry").
		{"PV1|1|I|3W^302^B^STMARYS||||04417^BRENNAN^SEAN^^^DR|09921^TRAN^MAI^^^DR||MED\nIN1|1|BCBS|||||||||||||OKAFOR^CHIDINMA|SEL|19890302\n" +
			"LAST NAME: VILLANUEVA          FIRST NAME: JOSE MARI\nOffer: Family Nurse Practitioner at Pham Family Dentistry.\n",
			[]string{"BRENNAN", "SEAN", "TRAN", "MAI", "OKAFOR", "CHIDINMA", "VILLANUEVA", "JOSE MARI"}},
		// A nickname in quotes in parentheses after a name, then alone; not a contract's
		// defined term.
		{"Mentor: Oghenekaro Ejiofor (\"Karo\")\nPlease give Karo admin.\nbetween Harold Pemberton (\"Landlord\") and Nkechi Adeleke (\"Tenant\").\n",
			[]string{"Oghenekaro Ejiofor", "Karo", "Karo", "Harold Pemberton", "Nkechi Adeleke"}},
		// German "lieber" greets a name only capitalised; in a sentence it prefers.
		{"Folake wollte lieber Spätdienst.\nLieber Hans, danke.\n", []string{"Folake", "Hans"}},
		// A full name on no list continues a list of names found; an apposition is no list.
		{"Sri Lanka: Sanath Jayasuriya, Romesh Kaluwitharana, Asanka Gurusinha, Hashan Tillekeratne, Roshan Mahanama, " +
			"Kumara Dharmasena, Chaminda Vaas, Muthiah Muralitharan, Upul Chandana.\nInventory clerk from Braemore Lettings, Fiona Drummond, noted it.\n",
			[]string{"Sanath Jayasuriya", "Romesh Kaluwitharana", "Asanka Gurusinha", "Hashan Tillekeratne", "Roshan Mahanama",
				"Kumara Dharmasena", "Chaminda Vaas", "Muthiah Muralitharan", "Upul Chandana", "Fiona Drummond"}},
		// One word that continues a list of names found is a name, but not a post-nominal.
		{"Damilola paid. Waiting on Ronke, Yetunde, Ngozi, Halima\nThe guardian, Priscilla Onwuachi, Esq., recommended it.\n",
			[]string{"Damilola", "Ronke", "Yetunde", "Ngozi", "Halima", "Priscilla Onwuachi"}},
		// A German word that opens sentences is no part of a proper noun before a given name
		// ("Nur Justin"), as "New" is of "New York".
		{"Nur Justin, Alex und Max erinnern sich an das, was passiert ist.\n", []string{"Justin", "Alex", "Max"}},
		// A Dutch particle opens the surname it stands before; not the English noun "van", nor
		// Spanish "van" (they go).
		{"Disagree about van Hove. Herr van der Linde kam.\nthe van Smith drove was red.\nEl sábado van Iñigo y Marcos.\n",
			[]string{"van Hove", "van der Linde", "Smith", "Iñigo", "Marcos"}},
		// Other particles open the surname after them where the line's language rarely makes
		// them a preposition ("bin" in English, "de" in English or German text with no French
		// or Spanish word: German "es" is none), or where the name fills a cell; not "de" as
		// "of", nor German "von".
		{"Young Palestinians may look to bin Laden for their cues.\nThe striker de Jong scored twice in the cup final.\n" +
			"Am Ende war es de Vries, der das Tor schoss.\n" +
			"(303, 'Francisco Javier', 'Montes', 'de Oca', '1969-04-23')\n5,Álvaro,de la Torre Zabala,34\n" +
			"Bon, on commence. Premier point, le pot de départ de Gaspard Lemoine.\nDas Buch von Hauser lag dort.\n",
			[]string{"bin Laden", "de Jong", "de Vries", "Francisco Javier", "Montes", "de Oca", "Álvaro", "de la Torre Zabala", "Gaspard Lemoine", "Hauser"}},
		// A lower-case name paired with "me" or a pronoun by "and", or after a lover; not a verb.
		{"thursday works for me and jess. she thanked her and said ok. my boyfriend tom and me.\n",
			[]string{"jess", "tom"}},
		// Two of one family signing together are two names; titles the rules alone know.
		{"Mit freundlichen Grüßen\nSabine Krüger Felix Krüger\nSecretary: Sis. Wanjiru Kamau, teacher Mwalimu Achieng, von Uroma Anna.\n",
			[]string{"Sabine Krüger", "Felix Krüger", "Wanjiru Kamau", "Achieng", "Anna"}},
		// A Vietnamese surname that is a word of other languages, before "Thi".
		{"Nurse Le Thi Hoa called; Do Thi Lan too.\n", []string{"Le Thi Hoa", "Do Thi Lan"}},
		{"Directors: Zhang Wei, Ana Ruiz\nZHANG, Wei – Director\n", []string{"Zhang Wei", "Ana Ruiz", "ZHANG, Wei"}},
		{"| Datum | Früh | Spät |\n|---|---|---|\n| 08.04. | Agnieszka Wróbel, Lea Hoffmann | Mehmet Yılmaz |\n| 09.04. | Wróbel, Kerstin Albrecht | Yılmaz, Hoffmann |\nLeitung: Kerstin Albrecht\n",
			[]string{"Agnieszka Wróbel", "Lea Hoffmann", "Mehmet Yılmaz", "Wróbel", "Kerstin Albrecht", "Yılmaz", "Hoffmann", "Kerstin Albrecht"}},
		// "LAST, First" is one name in a cell of CSV or of TSV.
		{"id,name,age,room\n7,Okonkwo, Festus,91,12B\n8,Zxqvu, Blorfa,88,12C\n",
			[]string{"Okonkwo, Festus", "Zxqvu, Blorfa"}},
		{"Kim, Soon-ja\t123\t90\t2023-01-09\tN\n", []string{"Kim, Soon-ja"}},
		// "Firma:" signs in Spanish, and names a firm in German.
		{"Le notifico que la audiencia se ha fijado para el día que consta en el expediente. Queda usted notificado.\n\nFirma: Graciela Pellegrini, apoderada.\n",
			[]string{"Graciela Pellegrini"}},
		{"Bitte um Rückruf.\nFirma: Hermann Becker\nAnsprechpartnerin: Anna Schmidt\n", []string{"Anna Schmidt"}},
		// A telephone number written with dots is no version after a name.
		{"husband Sean 901.555.0112 | unpaid; Jenkins 2.440.3 LTS\n", []string{"Sean"}},
		// News writes the speaker after "said" and the loser after "beat".
		{"\"I feel good,\" said Woods, who shot a 67. He beat Chang in the final.\n", []string{"Woods", "Chang"}},
	} {
		checkNamesFoundAgain(t, ann, san, tc.text, tc.want)
	}
}

// A German genitive before a noun: the name is found without the noun, and its ciphertext (a
// pseudo name, without the s) is found without the noun too, so that the answer's noun is never
// decrypted as a name. At a sentence start neither is taken.
func TestPersonGermanGenitiveCiphertext(t *testing.T) {
	ann, san := personFixture(t)
	text := "Boltons Politik war erfolgreich, und der Kaiser stimmte zu.\n" +
		"Die Kritik an Boltons Politik war nicht neu, und der Kaiser stimmte zu.\n"
	checkNamesFoundAgain(t, ann, san, text, []string{"Boltons"})
	checkNamesFoundAgain(t, ann, san, "Stanleys Geburtsdatum ist unklar, und der Vater schwieg dazu.\n", nil)
	// A genitive on no list, before the noun it owns; not a noun's genitive after its article,
	// nor a town's before its coach.
	checkNamesFoundAgain(t, ann, san, "Unwillkürlich denkt man an Rilkes berühmtes Gedicht, und der Kaiser stimmte zu.\n", []string{"Rilkes"})
	checkNamesFoundAgain(t, ann, san, "Die EZB bezeichnete später Shainins Idee als Selbstmord, und der Kaiser stimmte zu.\n", []string{"Shainins"})
	checkNamesFoundAgain(t, ann, san, "Sie leisteten Widerstand gegen die Schließung des damals vorhandenen Stahlwerks große Medienpräsenz.\n", nil)
	checkNamesFoundAgain(t, ann, san, "Auf diese hofft auch Wetzlars Coach, der noch um den Titel kämpft und nicht aufgibt.\n", nil)
	cipher, err := sanitized(ann, san, text)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range personSpans(ann, cipher) {
		if strings.Contains(n, "Politik") {
			t.Errorf("ciphertext %q: name %q has the noun after it", cipher, n)
		}
	}
}

// Whatever the detector makes of one word at the start of a German sentence, it makes of the
// word's ciphertext: every word of the codec's classes and words on no list, of many lengths
// (but the known gaps below).
func TestPersonGermanSubjectCiphertext(t *testing.T) {
	ann, san := personFixture(t)
	db := names.Default()
	var words []string
	for _, c := range []names.Class{names.Surname, names.GivenMale, names.GivenFemale} {
		for i := range db.ClassSize(c) {
			words = append(words, db.ClassName(c, i))
		}
	}
	syllables := []string{"ka", "lo", "mir", "te", "su", "wen", "dra", "oz", "bu", "nik"}
	for n := 1; n <= 7; n++ {
		w := ""
		for i := 0; i < n; i++ {
			w += syllables[(n*3+i*7)%len(syllables)]
		}
		words = append(words, strings.ToUpper(w[:1])+w[1:])
	}
	// The sentence after a short one that no function word marks as German, and after one in
	// German, where the detector reads capitals differently; and the word after a weak cue.
	for _, before := range []string{"Die Sitzung endete. ", "Die Sitzung begann und der Vorstand war nicht da. ",
		"Die Sitzung begann und der Vorstand war nicht da, er sprach mit "} {
		german := strings.Contains(before, " und ")
		for _, w := range words {
			text := before + w + " war nicht da.\n"
			found := personSpans(ann, text)
			cipher, err := sanitized(ann, san, text)
			if err != nil {
				t.Fatalf("%q: %v", text, err)
			}
			if w, _, _ := strings.Cut(strings.TrimPrefix(cipher, before), " "); stopClassWords[w] || german && germanClassWords[w] {
				continue // the known gaps below
			}
			if again := personSpans(ann, cipher); len(again) != len(found) {
				t.Errorf("%q: found %q; in its ciphertext %q: %q", text, found, cipher, again)
			}
		}
	}
}

// germanClassWords are words of the codec's classes that open German sentences (pronouns and
// adverbs: "Dies war", "Davon ist", "Man sieht"), which in German text are no names: a name
// encrypted to one of them is not found again in a German ciphertext. A known gap, for the same
// reason as stopClassWords; the false names those words gave in German text were many more
// (16 "Dies" alone in the GermEval test set).
var germanClassWords = map[string]bool{"Darin": true, "Davon": true, "Dies": true, "Man": true}

// stopClassWords are the words of the codec's classes that the detector stops at (places,
// labels, company words): a name encrypted to one of them is not found again in the
// ciphertext. A known gap: taking them out of the classes would change the ciphertext of every
// name of their classes.
var stopClassWords = map[string]bool{"Arena": true, "Co": true, "Ip": true, "Kunde": true, "Law": true, "Leiter": true,
	"Papa": true, "Post": true, "Re": true, "Swift": true, "Weight": true, "Junior": true, "Saint": true, "Unknown": true,
	"Fan": true, "RIS": true}

// The edges of names: a program, a service or a method of computing named like a person is
// none in a line about software or mathematics; a city's name alone after a word that says
// where is the city; a Belgian or Dutch particle written with a capital keeps the inner
// particle after it; in English a word no list and no general text knows, right before a
// name, is its given name. A person of such a name keeps a title or a given name beside it.
func TestPersonNameEdges(t *testing.T) {
	ann, san := personFixture(t)
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"Automated Jenkins agent autoscaling; Sarah Jenkins approved the pipeline.", []string{"Sarah Jenkins"}},
		// In English, a frequent word of general text after a given name is a thing's head
		// noun, not a surname; in German it may be one ("Helmut Schnell").
		{"Dazza to the Trent End, they said. Ask Ravi Perera about the Verizon Tier upgrade.", []string{"Ravi Perera"}},
		{"Der Vorstand und Hauptgeschäftsführer Helmut Schnell würdigten das Engagement der Gruppe.", []string{"Helmut Schnell"}},
		// After an English article, a thing named after someone.
		{"I bought it at the John Lewis on Oxford Street. Great work on the Marco Polo search revamp, says Ravi Perera.", []string{"Ravi Perera"}},
		{"Raphaël Côté : je loue le Dodge Grand Caravan chez Discount pour le weekend.", []string{"Raphaël Côté"}},
		{"El derbi sevillano en el Benito Villamarín no llegará hasta enero, según Carlos Ruiz.", []string{"Carlos Ruiz"}},
		{"Messieurs les chefs du Maison, à Paris et en Province, écrit Claire Dubois.", []string{"Claire Dubois"}},
		{"Ich bin 36 und hab mich im Sommer von Carina getrennt.", []string{"Carina"}},
		// After an article, whatever the rule: a product, a paper, a hospital.
		{"He said the space heater was a Dyson. Please fit it to the Herald's format, Ravi Perera wrote.", []string{"Ravi Perera"}},
		// A possessive that opens a shop's name, not what a person has.
		{"Dress fittings are at David's Bridal in King of Prussia, and Anna's mum will drive us.", []string{"Anna"}},
		{"Decision: Kafka on Strimzi. Meera Iyer ran a benchmark: Kafka 3.7 in KRaft mode.", []string{"Meera Iyer"}},
		{"Use Gauss-Seidel instead of Jacobi for the pressure solve, said Elif Şahin.", []string{"Elif Şahin"}},
		{"replace BFS with Dijkstra's algorithm for weighted edges", nil},
		{"Mr Jenkins called about the invoice. Cassandra will visit on Monday.", []string{"Jenkins", "Cassandra"}},
		{"The bride is the daughter of Mr. Tariq Chaudhry and Mrs. Rukhsana Chaudhry of Bradford.", []string{"Tariq Chaudhry", "Rukhsana Chaudhry"}},
		{"Our new coach Ravi Perera arrives from Colombo on 15 June.", []string{"Ravi Perera"}},
		// A town named in several words: after a word that says where, or anywhere when its
		// first word is no given name.
		{"WASH Cluster coordination meeting, Bahir Dar. Chair: Getachew Alemu. The team flew in from Milton Keynes.", []string{"Getachew Alemu"}},
		// Greetings to a group in German: the group is nobody's name.
		{"Liebe Gäste, liebe Freundinnen und Freunde, liebe Schülerinnen und Schüler,\nich bin Moritz Albers.",
			[]string{"Moritz Albers"}},
		// A surname in capitals before listed given names, as French records write a person;
		// not an acronym before a name.
		{"Accompagnée de : KONÉ Ibrahim, né le 11/11/2012. Présente : GUILLOU Maëlle Annick. Finance SME Moira Campbell, NOTE Anna. My interview at USCIS Sep 14.",
			[]string{"KONÉ Ibrahim", "GUILLOU Maëlle Annick", "Moira Campbell", "Anna"}},
		// A whole name in capitals, given name first or last, with words on no list, maybe
		// after its title; not a French heading of a given-name look-alike and an elided noun.
		{"Transfert de 50.000 FCFA vers KOUASSI AMENAN JOSEPHINE reussi. Debited to the wallet of YAKUBU ISSAHAKU.\nAVIS D'IMPÔT 2024\n" +
			"RE: MRS. ADEBISI MORENIKE OLADEJO (F, 58 YRS)\n", []string{"KOUASSI AMENAN JOSEPHINE", "YAKUBU ISSAHAKU", "ADEBISI MORENIKE OLADEJO"}},
		// A name right before an age on a line that lists people's ages; not a German noun.
		{"Count us in. 2 adults, our boys Kofi 7, Kwame 5. Vegetarian.\nMeine Mutter (84) wohnt bei uns im Haus und ist Pflegegrad 2.\n",
			[]string{"Kofi", "Kwame"}},
		// A surname that is a program's or a field's word elsewhere, after a given name; not a
		// newspaper.
		{"reminder that Taylor Swift was 14 when she signed. Anna Schüler kommt. The Washington Post wins.\n",
			[]string{"Taylor Swift", "Anna Schüler"}},
		// A month's name after a form of address is a surname, and so is a town's.
		{"Nous souhaitons à Mme Avril plein de bonheur. I spoke to Mrs May. Herr Mai kommt morgen.\n",
			[]string{"Avril", "May", "Mai"}},
		{"Frau Potsdam kommt morgen. I spoke to Mr Brest.\n", []string{"Potsdam", "Brest"}},
		// A church's "Bro." and an aunt's and uncle's words of West African French are titles.
		{"Please ask Bro. Tayo to bring the chairs. C'est Tantie Abla qui cuisine, avec Tonton Yao.\n", []string{"Tayo", "Abla", "Yao"}},
		// The first of a list of names found, on no list itself; not a word before one name.
		{"Maëlys, Erwan, Chloé, ses petits-enfants ;\nConvoqués : Ilyes, Nolan et Enzo.\nParis, Anna said.\n",
			[]string{"Maëlys", "Erwan", "Chloé", "Ilyes", "Nolan", "Enzo", "Anna"}},
		// "Junior" is a given name before a surname, a rank before a role or a school.
		{"Junior Okafor signed the form. Please ask Junior Mendes. Send it to Junior Developer Anna Weber at Junior High.\nJunior Controllerin – Start 03.03.2025\n",
			[]string{"Junior Okafor", "Junior Mendes", "Anna Weber"}},
		// A Spanish surname that is a city's name too, after a given name.
		{"lo atendió la Dra. Ivonne Cáceres en el CESFAM; Luis Fernando Cáceres Aragón firmó.", []string{"Ivonne Cáceres", "Luis Fernando Cáceres Aragón"}},
		// An address's town: after a postal code, before a British one, last after the street.
		{"Anschrift: Osnabrücker Straße 201, 48429 Rheine\nFrom: Hollis & Thorne Ltd, 22 Marsh Lane, Bristol BS2 0LX\n" +
			"To: Ms. Abimbola Fashola, 14 Whetley Lane, Bradford\nJade went to Wigan Infirmary.\n", []string{"Abimbola Fashola", "Jade"}},
		{"We met Mr Bradford and Jane Colombo in the lobby.", []string{"Bradford", "Jane Colombo"}},
		// A town whose name opens with an article is a place, its article cut off or not.
		{"Mariage à l'hôtel de ville de La Rochelle, domicilié à La Rochelle. Rochelle Smith est venue.", []string{"Rochelle Smith"}},
		// A park after a word of general text is a place; after a given name or a title, Park
		// is a surname.
		{"Saturday, Riverside Park, KO 3pm. The match is at Central Park. Ask Kim Park or Dr Park.",
			[]string{"Kim Park", "Park"}},
		// A market or a hospital named after a person or a place is a place.
		{"Please see Mrs Oladejo, a 58-year-old trader at Bodija Market, who presented on 3rd February.", []string{"Oladejo"}},
		{"I am a nurse at Memorial Hermann and Chinedu can confirm.", []string{"Chinedu"}},
		{"A letter from Mary came; we met in Mary's house.", []string{"Mary", "Mary"}},
		{"Pieter Van den Broeck signed. Then Jan van der Berg came.", []string{"Pieter Van den Broeck", "Jan van der Berg"}},
		{"Thank Lotte Van den Bossche and Craig Van Der Veen for the help.", []string{"Lotte Van den Bossche", "Craig Van Der Veen"}},
		// A field's value starts after an abbreviated title; "Bursar" signs as a role.
		{"Treasurer: Br. Imran Qureshi, 0121 555 0734.\nKhutbahs by Br. Omar Abu Khalil.\n\nRegards,\nEsther Chepkoech\nBursar\n", []string{"Imran Qureshi", "Omar Abu Khalil", "Esther Chepkoech"}},
		// Malay "binti" (daughter of) joins the two halves of one name.
		{"Applicant: Nurul Aisyah binti Mohd Zain, IC 900101-14-5566. Siti Nurhaliza binti Rahman called.", []string{"Nurul Aisyah binti Mohd Zain", "Siti Nurhaliza binti Rahman"}},
		// So do Filipino "dela" and Urdu "ul".
		{"| 2025-04-14 | Marvin dela Cruz | +63 917 555 0182 |\nE-30872,Noor ul Ain,Malik,,2025-03-17\n",
			[]string{"Marvin dela Cruz", "Noor ul Ain", "Malik"}},
		// So do Arabic "bint" and "bin" before a surname with "Al-".
		{"Patient: Layan bint Khalid bin Saad Al-Qahtani\nThe mother, Mrs. Nouf bint Abdullah Al-Dosari, prefers WhatsApp.",
			[]string{"Layan bint Khalid bin Saad Al-Qahtani", "Nouf bint Abdullah Al-Dosari"}},
		// A ward, a table or a bed with its number is a place.
		{"DISCHARGE SUMMARY — Ward 7B, St. Columba's Hospital\nMesa 1: mis padres Paco y Maribel.", []string{"Paco", "Maribel"}},
		// A word for a family before its surname is no part of it.
		{"Die Familien Strobl und Huber luden ein. Saludos de la Familia Zubiría Castañeda.", []string{"Strobl", "Huber", "Zubiría Castañeda"}},
		// Titles of other languages and communities are no part of the name.
		{"Référée par la Dre Nadège Bien-Aimé. Treasurer: Br. Imran Qureshi. Mister Whitfield is 58. Présents : Père Anselme.", []string{"Nadège Bien-Aimé", "Imran Qureshi", "Whitfield", "Anselme"}},
		// Spanish "D." (Don) before any name is a title; spaced initials alone are an abbreviation.
		{"De otra parte, D. Oriol Casals i Ferrer, mayor de edad, con domicilio en Girona.", []string{"Oriol Casals i Ferrer"}},
		// "Don" before a given name in a Spanish document, on a line of no Spanish word.
		{"Acta de la reunión de la cooperativa, con los socios y la tesorera, según el orden del día.\n\nPresentes:\n- Don Teófilo Amaya\n",
			[]string{"Teófilo Amaya"}},
		{"Falleció en Madrid el pasado martes.\n\nD. E. P.\n\nSus hijos, Pilar y Javier, ruegan una oración.", []string{"Pilar", "Javier"}},
		{"The case was assigned to Ibukunoluwa Fashola, who is in Fraud Ops and will call the customer.", []string{"Ibukunoluwa Fashola"}},
		{"2. Achieng Akinyi Odhiambo (Form 2) paid the fees.", []string{"Achieng Akinyi Odhiambo"}},
		// A thing named after a person between "the" (and maybe a title) and its noun is none.
		{"Trip to the Ibn Battuta exhibition on 21 Dec; donations to the Sue Ryder hospice, said Tom Ellis.", []string{"Tom Ellis"}},
		{"Mrs Vera Holroyd raised the state of the Queen Victoria memorial gardens and the Lord Nelson car park.", []string{"Vera Holroyd"}},
		{"Tina from the Grace Darling running club rode the Fred Whitton sportive; football at the Bobby Moore pitches.", []string{"Tina"}},
		// A Filipino word for a grandmother before the name is no part of it.
		{"Birthday greetings: Lola Consolacion Abad turns 100 on September 18.", []string{"Consolacion Abad"}},
		// A Turkish honorific after the name is no part of it.
		{"[11.02.2025 09:45] Ayşe Teyze: the scan was paid\n[11.02.2025 09:46] Elif: ok, Mehmet Bey will sign.\n", []string{"Ayşe", "Elif", "Mehmet"}},
	} {
		checkNamesFoundAgain(t, ann, san, tc.text, tc.want)
	}
}

// Authors a citation names with its year, in parentheses or before a year in parentheses;
// not a work or a city with its year, nor a statute's number.
func TestPersonCitedAuthors(t *testing.T) {
	ann, san := personFixture(t)
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"Adaptation to finger input is well established (Brannigan, 2009; Osei-Bonsu and Thorne, 2011).\n",
			[]string{"Brannigan", "Osei-Bonsu", "Thorne"}},
		{"In a field study in Nairobi, Mutua and Kariuki-Hughes (2022) found that older users gave up. Mahlaba et al. (2017) disagree.\n",
			[]string{"Mutua", "Kariuki-Hughes", "Mahlaba"}},
		{"Our pilot work (Raman, Ochieng & Kovačević, 2024) and later studies (Oyelowo et al., 2017) agree.\n",
			[]string{"Raman", "Ochieng", "Kovačević", "Oyelowo"}},
		{"We watched Titanic (1997) again, met at the workshop (Vienna, 2019) and read the Reindeer Act (Rennäringslagen, 1971:437).\n", nil},
		{"Recently, Hoshino and Albrecht (2013) were cited again.\n", []string{"Hoshino", "Albrecht"}},
	} {
		checkNamesFoundAgain(t, ann, san, tc.text, tc.want)
	}
}

// What stands before a name and is no part of it stays out of it in the text and in its
// ciphertext alike, where a given name on none of the codec's classes becomes a pseudo name:
// the names found again cover the same words, so what lies outside them is the same (the texts
// hold no other value, which sanitize would change too). A role
// ("Ortsbrandmeister"; not one that is a listed surname, "Spinner": in "Benner Pehiri
// Fejekadu", the ciphertext of "Tan Wei Ming", the surname is the name's), and the French
// elided "d'" or "qu'" before a given name ("celle d'Inès", "parce qu'Anaïs"; not the particle of
// "Agrippa d'Aubigné"), and the Spanish "Don".
func TestNameBoundsFoundAgain(t *testing.T) {
	ann, san := personFixture(t)
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"Unter Leitung von Ortsbrandmeister Sanjeev Bhatt rückten 24 Kräfte aus.\n", []string{"Sanjeev Bhatt"}},
		{"Rückfragen an Konrektorin Priyanka Deshmukh oder an die Gemeinderatsmitglieder Dawit Tesfaye und Sanjeev Bhatt.\n",
			[]string{"Priyanka Deshmukh", "Dawit Tesfaye", "Sanjeev Bhatt"}},
		{"Thibault : je vire ma part et celle d'Inès, parce qu'Anaïs arrive lundi.\n", []string{"Thibault", "Inès", "Anaïs"}},
		{"Don Teófilo Amaya: Buenos días, ¿cuánto le pagamos a los cortadores?\n", []string{"Teófilo Amaya"}},
	} {
		checkNamesFoundAgain(t, ann, san, tc.text, tc.want)
		cipher, err := sanitized(ann, san, tc.text)
		if err != nil {
			t.Fatalf("%q: sanitize: %v", tc.text, err)
		}
		if plain, again := outsideNames(ann, tc.text), outsideNames(ann, cipher); plain != again {
			t.Errorf("%q: outside its names %q, its ciphertext %q outside its names %q", tc.text, plain, cipher, again)
		}
	}
}

// outsideNames returns text with each person name the annotator finds replaced by "·".
func outsideNames(ann *annotate.Annotator, text string) string {
	var b strings.Builder
	at := 0
	for _, s := range ann.Annotate([]byte(text)) {
		if s.Type.ID == "person" {
			b.WriteString(text[at:s.Start] + "·")
			at = s.End
		}
	}
	return b.String() + text[at:]
}

// A contact saved with its role ("Carla Producción") is the given name alone, in the text and in
// its ciphertext; a surname that is a word too stays. Two names that name a method together
// are no people; a couple's or a family's double name is; nor are the names a firm bears; nor
// is the label of a field whose value is a name, nor Valentine's day.
func TestPersonSpeakerRolesAndEponyms(t *testing.T) {
	ann, san := personFixture(t)
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"[9/4/25, 22:14:03] Carla Producción: confirmado el rodaje el sábado\n" +
			"[9/4/25, 22:16:02] Jorge Arte: mi colega puede venir\n" +
			"[9/4/25, 22:17:30] Carla Producción: @Jorge vale, gracias\n",
			[]string{"Carla", "Jorge", "Carla", "Jorge"}},
		{"[2024-11-03 08:12:55] Tom Marsh: Confirmed 2 captures in Stripe\n" +
			"[2024-11-03 08:20:31] Sabine Wendt: The trial email went out\n",
			[]string{"Tom Marsh", "Sabine Wendt"}},
		{"Marek did all the stats (Kaplan–Meier, Cox models). Rodrigo did the Kaplan–Meier and Cox analyses.\n",
			[]string{"Marek", "Rodrigo"}},
		{"Reviewer 1: the Bray–Curtis ordination needs a PERMANOVA.\n", nil},
		// A photo's credit is no speaker: "Foto" is a frequent word shaped like a pseudo name.
		{"Foto: dpa\nIngolstadt - Media-Saturn will seine Filialen umbauen.\n", nil},
		{"Foto: Guillaume Horcajuelo/Archiv\n", []string{"Guillaume Horcajuelo"}},
		{"Reviewer 1: The Shannon and Simpson indices are fine. Leonie and Mats came.\n", []string{"Leonie", "Mats"}},
		// "Emeritus" after a title is a rank, no given name.
		{"Professor Emeritus Tadeusz Wróblewski – \"Tadek\" to generations of students – died in May.\n",
			[]string{"Tadeusz Wróblewski", "Tadek"}},
		// A firm's head word after the names it bears: an agency, a radio station.
		{"Call my agent Brian Otieno at Kamau Literary Agency, Nairobi.\nTHE LATE LOUNGE with Dougie Ferguson — Clyde Coast Radio\n",
			[]string{"Brian Otieno", "Dougie Ferguson"}},
		{"Traducción del certificado de matrimonio Grant–Castellanos, 3 págs.\n", []string{"Grant", "Castellanos"}},
		// A word of general text that labels a field whose value is a name: no speaker. A
		// speaker whose message opens with a name stays.
		{"Este año volveremos a colaborar como voluntarios en el Gran Premio Miguel Induráin; quien quiera apuntarse, que avise a Mari Jose.\n\n" +
			"Recordad que la cuota anual (40 €) incluye el seguro de la federación.\n\nTesorero: Alberto Chivite, 648 302 117 · pedaltudela@gmail.com\n" +
			"Amara: Kofi Mensah, come here\n",
			[]string{"Mari Jose", "Alberto Chivite", "Amara", "Kofi Mensah"}},
		// The day of Valentine is no person.
		{"Happy Valentine's Day, Maria! Here's our Valentine's reservation book.\nVALENTINE'S – 14 February – set menu\n",
			[]string{"Maria"}},
	} {
		checkNamesFoundAgain(t, ann, san, tc.text, tc.want)
	}
}

// A frequent word, "de" and a name is a thing of someone ("Nota de Julián", "Mercado de
// Colón"); a surname before "de" and a surname is a name.
func TestPersonNounOfName(t *testing.T) {
	ann, san := personFixture(t)
	checkNamesFoundAgain(t, ann, san,
		"Nota de Julián: el espectrofotómetro actual tiene 14 años.\n"+
			"Localización: Mercado de Colón, permiso pedido al ayuntamiento.\n"+
			"2. Ochoa de Restrepo, María Josefa — 2 de agosto de 1932 — viuda\n",
		[]string{"Julián", "Ochoa de Restrepo, María Josefa"})
}

// Names that their context gives: the name a person goes by, after "calls her", "call me" or
// "(goes by", or before "para todos)"; a surname that names a household after "the" ("the Mbeki twins", "the Ocampo
// Family"); a word that closes a list of names found ("Anna, Jonas, Chipo and Rudo"); a given
// name that is a word too before a couple's other name and surname ("Bill and Dottie
// Carrigan"); a name before "and her daughter"; two names one slash joins ("Byrne/Nakamura");
// a user key's handle of a given name off the codec's classes ("giulia.bianchi"); a surname
// that is a stop word too after a courtesy title ("Dr. Le's office").
// A house that is an institution, a path, a park named by two words and an order's item
// under a name key beside its price are none.
func TestPersonCues(t *testing.T) {
	ann, san := personFixture(t)
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"She was born in 1954. Margarethe (everyone calls her Gretl) finished in 4:58.\n",
			[]string{"Margarethe", "Gretl"}},
		{"Volunteers:\n1. Harjit Kaur – Sat morning\n2. Navneet (goes by Nav) – Wed evening\n",
			[]string{"Harjit Kaur", "Navneet", "Nav"}},
		{"La presidenta, Encarnación Muñoz (Encarni para todos), se reunió con el concejal.\n",
			[]string{"Encarnación Muñoz", "Encarni"}},
		{"The Mbeki twins would not be able to play, nor would the O'Driscoll kids.\n",
			[]string{"Mbeki", "O'Driscoll"}},
		{"The Ocampo Family | General fund | $500\n", []string{"Ocampo"}},
		// Between the speakers of quoted feedback, a label that is the plural of a word is none.
		{"Candidate: Oksana Hrytsenko\nInterviewers: Felix Wagner, Aditi Sharma\nFelix: \"Hire.\"\n\n" +
			"Candidate: Tadhg Ó Murchú\nInterviewers: Jonas Berg, Aditi\nJonas: \"No hire.\"\n",
			[]string{"Oksana Hrytsenko", "Felix Wagner", "Aditi Sharma", "Felix", "Tadhg Ó Murchú", "Jonas Berg", "Aditi", "Jonas"}},
		{"The White House said the Opera house reopens.\n", nil},
		// A military rank written with a hyphen is a title before a given name.
		{"The army's commander, Major-General Nikolai Petrenko, flew in with Lieutenant-Colonel Max Harwood.\n",
			[]string{"Nikolai Petrenko", "Max Harwood"}},
		// A word of general text shaped like a pseudo name is no part of a name in a headline
		// in capitals; a name in capitals elsewhere keeps it.
		{"RUGBY - SARACENS TAKE OVER AT TOP AFTER DERBY WIN.\nROWING - OXFORD AND KENT MADE TO WAIT FOR THE FINAL.\n",
			[]string{"KENT"}},
		// A town after a cue ("to") is no person (not a word of the codec's classes, which a
		// name may become); an initial before a word of the
		// list of other name words is a name, not before a frequent word.
		{"Kenny Harrison and Jonathan Edwards will meet in Sarajevo. They asked athletes to take part in the Sarajevo meeting. Why refuse to make the trip to Sarajevo?\n",
			[]string{"Kenny Harrison", "Jonathan Edwards"}},
		{"Somerset 83 and 174 (P. Simmons 4-38). D. Child support is paid monthly.\n", []string{"P. Simmons"}},
		{"Survived by his wife Ingrid; grandchildren Anna, Jonas, Chipo and Rudo.\n",
			[]string{"Ingrid", "Anna", "Jonas", "Chipo", "Rudo"}},
		{"Donors:\n3) Bill and Dottie Carrigan — no email\n4) Pat & Jim Donnelly – tray bakes\n",
			[]string{"Bill", "Dottie Carrigan", "Pat", "Jim Donnelly"}},
		{"Rota:\n3. Manjit and her daughter Simran – Sat afternoon\n", []string{"Manjit", "Simran"}},
		{"To: Daniel Byrne\nSubject: Reading Room hold – Byrne/Nakamura\n\nDear Daniel, and Emi Nakamura,\n",
			[]string{"Daniel Byrne", "Byrne", "Nakamura", "Daniel", "Emi Nakamura"}},
		{"Daniel Byrne saved it to /Users/Byrne/Documents and src/Byrne.\n", []string{"Daniel Byrne"}},
		{"The fair is on Saturday at Marsh Lane Park; Damon Hill opens it.\n", []string{"Damon Hill"}},
		{"INR check at Dr. Le's office on Friday; Mr. Tran Van Minh drives.\n", []string{"Le", "Tran Van Minh"}},
		{`{"user_name": "giulia.bianchi", "text": "yes"}` + "\n" + `{"user_name": "svc-deploy", "text": "ok"}` + "\n",
			[]string{"giulia.bianchi"}},
		{"items:\n  - {name: \"Pad Thai\", price: \"€13.80\"}\n  - {name: \"Tiramisu\", price: \"€5.90\"}\n" +
			`{"name":"Aroha Ngata","email":"aroha@example.org","price":"NZD 0.00"}` + "\n", []string{"Aroha Ngata"}},
	} {
		checkNamesFoundAgain(t, ann, san, tc.text, tc.want)
	}
}
