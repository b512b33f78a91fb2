package annotate_test

import (
	"fmt"
	"io"
	"strings"
	"testing"
)

// Names the person detector finds with the learned model (internal/ner): "LAST, First" in an
// e-mail header and an unlisted name in running text, which the rules alone miss, and names
// both find, which the model must not lose.
func TestPersonModelNames(t *testing.T) {
	ann := defaultAnnotator(t)
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"X-To: Harris, Steven\n", []string{"Harris, Steven"}},
		{"The report was drafted by Olubukunola Obasa and sent to the board.", []string{"Olubukunola Obasa"}},
		{"Gestern hat Bernd Pofalla die Vorlage unterschrieben.", []string{"Bernd Pofalla"}},
		// A role of the law, the Church or a council before a full name is cut off.
		{"The claim by Claimant Ana Ruiz failed. La Licenciada María José Pérez firmó.", []string{"Ana Ruiz", "María José Pérez"}},
		// An honorific or a word of thanks before a full name is cut off.
		{"Baby Aiden Okafor was born. DJ Marco Rossi plays at 9. Seconding Hortensia Ruiz!!", []string{"Aiden Okafor", "Marco Rossi", "Hortensia Ruiz"}},
		// A signature after a closing in Spanish, French or German.
		{"Hola, te escribo por lo de mañana.\n\nUn abrazo,\nMajo\n", []string{"Majo"}},
		{"Merci pour le devis.\n\nBisous,\nMaëlle\n", []string{"Maëlle"}},
		// A person named like a place after a word that takes a person, or before a possessive.
		{"Send it to Kim Park today. I had lunch at Victoria Hall's place.", []string{"Kim Park", "Victoria Hall"}},
		// A person beside an animal's word that does not end the description, or after a title.
		{"Max, a dog trainer from Leeds, called Anna.", []string{"Max", "Anna"}},
		{"Le chien de Mme Lambert (labrador de 11 ans) a aboyé toute la nuit.", []string{"Lambert"}},
		{"Yesterday I had lunch with Chidi Okafor and his sister.", []string{"Chidi Okafor"}},
		{"Please ask Nguyen Thi Lan about the Volume 2 draft.", []string{"Nguyen Thi Lan"}},
		// A name after "Kinder", which a field's label is too.
		{"Er hinterlässt seine Frau Gertraud, die Kinder Andrea und Thomas sowie fünf Enkel.\nKinder: keine", []string{"Gertraud", "Andrea", "Thomas"}},
		// A given name before a birth name, after an article too.
		{"Er war der Sohn des Landwirts Bernhard Brockmeier und der Maria, geb. Terhorst.", []string{"Bernhard Brockmeier", "Maria", "Terhorst"}},
		// "in" after a verb that brings a person into a talk is no place's mark.
		{"Sure, October 31. I'll loop in Jonas from networking, he set up the VPN in 2019.", []string{"Jonas"}},
		// An initial and an unlisted surname: the name codec keeps the initial, so the model
		// must find "G. Bababa" again, not "Bababa. Bababa".
		{"pour le Gouvernement\nMM. G. Schäder, directeur général,\nB. Reuterstrand, directeur adjoint,\n", []string{"G. Schäder", "B. Reuterstrand"}},
		// "LAST, First" in a header list, the first word a rare given name too ("Pryor").
		{"To: Harris, Steven; Pryor, Tony; Hass, Glen\n", []string{"Harris, Steven", "Pryor, Tony", "Hass, Glen"}},
		// Two given names after a comma are items of a list, not "LAST, First".
		{"Anwesend: Katrin, Ömer, Lukas, Frau Dr. Wendt\n", []string{"Katrin", "Ömer", "Lukas", "Wendt"}},
		// An Arabic surname with its lower-case particle; not an English word after a name.
		{"Talks with Mohammed el-Baradei and Osama bin Laden; Anna at Google.", []string{"Mohammed el-Baradei", "Osama bin Laden", "Anna"}},
		// A given name and a listed name that is a product's word too; not a product.
		{"On or about October 6, 1999, Kelly Cloud, Senior Vice President of CCNG, called.", []string{"Kelly Cloud"}},
		// Two words on no list after a strong cue; not a department after "Dear".
		{"lodged by a United Kingdom national, Olubukunola Obasa (the applicant).", []string{"Olubukunola Obasa"}},
		{"Dear Kwabena Oduro,\nDear Customer Service,\n", []string{"Kwabena Oduro"}},
		// A brand before its model's code, a month or a weekday before a date, are no names; a
		// weekday's abbreviation elsewhere may be one ("Thu", a Vietnamese given name).
		{"Article : aspirateur Dyson V15 Detect.\nMar. 2021 – actualidad: Analista\nReceived: by mx; Thu, 18 Jul 2024 07:31:55 +0200\nAsk Thu about it.\n",
			[]string{"Thu"}},
		// An initial with its dot, then a word general text rarely uses.
		{"India 203 (S. Tendulkar 41, R. Dravid 27; Mushtaq 3-32).", []string{"S. Tendulkar", "R. Dravid"}},
		// A Korean given name of two syllables before the surname Park: no park.
		{"Grandpa moved to LA in March 1972; naturalized as Sung Ho Park, he became a citizen.\n", []string{"Sung Ho Park"}},
		// Two initials without their dots, as Indian names are written; one alone is Monsieur.
		{"It took lives and properties, etc.\nV K Choudhry\nM Venizelos a parlé.\n", []string{"V K Choudhry"}},
		// A given name that is also a word, then a word general text never uses.
		{"Pete Sampras (U.S.) beat Mark Philippoussis (Australia) 6-4 6-3.", []string{"Pete Sampras", "Mark Philippoussis"}},
		// One word general text rarely uses, before "told".
		{"The talks went on, Erekat told reporters in Gaza.", []string{"Erekat"}},
		// Words that only follow a person: a "who" clause set off by a comma, a reflexive
		// pronoun, a verb of saying; not a "which" clause.
		{"Gomery, who led the inquiry, left. Wintour herself appears. Dündar warned Europe. Microsoft, which makes Windows, left.", []string{"Gomery", "Wintour", "Dündar"}},
		{"The film follows Carangi's life. Doss’s wife spoke.", []string{"Carangi", "Doss"}},
		{"Deciding to pursue drama, Winstone enrolled at the academy. Barrie married in 1894.", []string{"Winstone", "Barrie"}},
		// Two rare words after a person's role.
		{"El seleccionador Aitor Zubizarreta ha dado la lista. Credit goes to our engineer Tobenna Uzor.", []string{"Aitor Zubizarreta", "Tobenna Uzor"}},
		// The speaker after the verb of saying that follows a quotation.
		{"\"Se lo ha ganado\", explicó Zubizarreta, que deja fuera al lateral. «Gut», sagte Hollmann.", []string{"Zubizarreta", "Hollmann"}},
		// A word before a person's age in parentheses.
		{"Kids' table: Amelia Pike (age 7), Chukwudi (age 5).", []string{"Amelia Pike", "Chukwudi"}},
		// A word of general text shaped like a pseudo name, before a given name.
		{"Leben Thomas Stafford begleitete 1600 den zum Präsidenten ernannten George Carew.", []string{"Thomas Stafford", "George Carew"}},
		{"Nehmen Sie die berühmte Rede von Richard Feynman aus dem Jahr 1959.", []string{"Richard Feynman"}},
		// A noun before a name inside a sentence, which German capitalises (not the surname
		// of "Generalsekretär Ban Ki Moon"); a word before a particle and a given name.
		{"Die Risiken ließen wegen dem erregenden Fall Michail Chodorkowski aufhorchen.", []string{"Michail Chodorkowski"}},
		{"im Gespräch mit UN-Generalsekretär Ban Ki Moon am Sonntag", []string{"Ban Ki Moon"}},
		{"Nach ersten Skizzen von Heinrich Kimmel der Plan für den Neubau erstellt.", []string{"Heinrich Kimmel"}},
		// A word of the stop list after a given name and a middle initial is the surname.
		{"Dann musste der neue Senatspräsident Clarence E. Case als Gouverneur amtieren.", []string{"Clarence E. Case"}},
		// A given name that is a place by its context: after "state of", "University of", or
		// in a list with a state; not in a list with a nationality.
		{"Born in Peace River country, Jane attended the University of Alberta.", []string{"Jane"}},
		{"It held sawmills in Washington, Idaho, and Montana, the state of Georgia and Cliddesden, Hampshire, UK.", nil},
		{"The acts were Vasco, Norman French and two bands from Lisbon.", []string{"Vasco"}},
		// A German role is a title ("Ministerpräsident"), but not before "von" and a place nor
		// across a sentence end; a rare word before a verb of saying is its speaker, unless a
		// pronoun after the verb is.
		{"Der israelische Ministerpräsident Ehud Olmert erklärte am Nachmittag, das Ziel sei erreicht.", []string{"Ehud Olmert"}},
		{"Gefangen wurden sie bei Kandahar, sagte der Polizeichef von Kandahar. Der Staatskanzler. Da aber Maria kam.", []string{"Maria"}},
		{"Röttgen bestätigte im Umweltausschuss die Pläne. Die frühen Dramen kritisierte er daher.", []string{"Röttgen"}},
		{"Administer Tylenol 500 mg twice daily.", nil},
		// A surname ending in -ing that general text never uses.
		{"Dear Tracy,\nhere is Jeff Skilling's endorsement.", []string{"Tracy", "Jeff Skilling"}},
		// A signature of two words general text rarely uses, after a closing line.
		{"Please review the cash flow cases.\nSincerely,\nYevgeny Frolov\n713-345-8250 w\n", []string{"Yevgeny Frolov"}},
		// Not when the text names the person with a title, nor in "the Bush administration".
		{"President Bush spoke on Tuesday. Critics of the Bush administration and the Bush camp disagreed.", []string{"Bush", "Bush", "Bush"}},
		// A regnal number ends the name; "See" is a verb.
		{"Her salon was closed after the fall of Louis XVI.", []string{"Louis XVI"}},
		{"Die Kirche wurde von Karl Gustav IV. neu gebaut.", []string{"Karl Gustav IV."}},
		{"Lessing wrote the play in 1779, see Ephraim Lessing.", []string{"Lessing", "Ephraim Lessing"}},
		{"We met in Mary's house, then in Brittany.", []string{"Mary"}},
		{"Her son Kwame called. His wife Amaka is a nurse.", []string{"Kwame", "Amaka"}},
		// Spanish "señora" and "señor" in lower case before a name.
		{"Le confirmo que la señora Herrera recibió el paquete. El señor Gil llamó.", []string{"Herrera", "Gil"}},
		// A short company suffix counts capitalised only: "se" and "sa" are Spanish and French.
		{"La reunión con Valentina Ríos se pasa al jueves. Airbus SE firmó.", []string{"Valentina Ríos"}},
		// Spanish titles are no names.
		{"Estimada Sra. Gómez: le escribo en nombre de Javier Ortega.", []string{"Gómez", "Javier Ortega"}},
		// A greeting is no part of the name the model reads after it.
		{"Estimado Fernández: la reunión con Chen Jiahui será el 26 de abril.", []string{"Fernández", "Chen Jiahui"}},
		{"Estimado Okafor: la reunión con Fatima Al-Sayed será el 13 de febrero.", []string{"Okafor", "Fatima Al-Sayed"}},
		// A thank-you or closing word before a name does not glue it into a proper noun.
		{"Perry's new office is EB 3947.\nThanks Ramona\nOriginal Message\n", []string{"Perry", "Ramona"}},
		{"Good Morning Debra -\nI have attached a revised copy.\n", []string{"Debra"}},
		// "I" without a dot is the pronoun; a middle "A" without one is still an initial.
		{"Mary A Smith came late. I Robert will go.", []string{"Mary A Smith", "Robert"}},
		// An imperative verb before a name is no part of it.
		{"Give Mike a call if you have any questions.\nLet Sarah know.\n", []string{"Mike", "Sarah"}},
		// A Lotus Notes address: the name before an upper-case domain is a name.
		{"Forwarded by Doug Leach on 04/16/2001\nTushar Dhruv@ENRON\n04/13/2001 10:56 AM\n", []string{"Doug Leach", "Tushar Dhruv"}},
		// And the name before its units and domain ("/HOU/ECT@ECT"); not a path's folder.
		// A firm, a gallery, a cottage or a department whose name ends in its kind.
		{"Calls are now forwarded to Malcolm Smith Motorsports. The Department of Housing and Urban Development wrote. Ask Maria.\n",
			[]string{"Maria"}},
		{"Supplier is Howard Kennedy Facilities. Next fixture: away at Ashby Rovers. Marites Santos (Magnolia Accounting) wrote.\n",
			[]string{"Marites Santos"}},
		{"Planning: application 24/0913/FUL, Dale End Farm. Boots from Rowe Outfitters, a loan from Rocket Mortgage.\n", nil},
		// Organisations named like people.
		{"Al-Qaeda wants them, Iran wants them. Hezbollah said so, and the Taliban. Ask Maria.\n", []string{"Maria"}},
		// A storm named once is the storm where the text names it again, but not after a title
		// (and a person found once is then protected at every mention of the name).
		{"Hurricane Rita neared the coast. Later Rita packed winds of 240 km/h. Ask Maria.\n", []string{"Maria"}},
		{"Hurricane Rita neared the coast. Mrs Rita called.\n", []string{"Rita"}},
		// A preposition that opens an English sentence is no part of the name after it.
		{"I have joined Google as well.\nLike Ben, I will still be very much involved with the project.\n", []string{"Ben"}},
		// A phone number after a name and a comma is no ZIP code after a town; a ZIP+4 is.
		{"The bank manager there is Mr Zulfiqar Abbasi, 05827-444381. Call Tanvir Hasan, 01713-048 227. Send it to Boise, ID 83702-1234.\n",
			[]string{"Zulfiqar Abbasi", "Tanvir Hasan"}},
		// A month's name that is a given name too, before a listed name; not after a day's number.
		{"He was adopted by Walter and June Abernathy, retired teachers. Roommate (June Abbott, 90) slept.\n",
			[]string{"Walter", "June Abernathy", "June Abbott"}},
		{"Vernissage avec la dessinatrice Mai Linh Vo pour les enfants le 3 mai.\n", []string{"Mai Linh Vo"}},
		{"On 3 June Abernathy arrived.\n", []string{"Abernathy"}},
		// "Nana" opens a Ghanaian name before an Akan day name or a surname.
		{"Grace Adjei: Nana Yaw is coming, he is 14.\nApproval from regional manager Nana Akua Boateng.\n",
			[]string{"Grace Adjei", "Nana Yaw", "Nana Akua Boateng"}},
		// A given name of the codec's classes before a word of general text is a name.
		{"Jessica Nakamura 3/12/2024 9:06 AM\nyes. their AE is Mikael Strand.\n", []string{"Jessica Nakamura", "Mikael Strand"}},
		// A Spanish possessive that opens a sentence is "my", no given name before the noun.
		{"Marta Sanz: Vale, 85 € y te la envío. Mi Bizum es el 699 301 254.\nÍñigo Etxeberria: Te hago Bizum de 85 €.\n",
			[]string{"Marta Sanz", "Íñigo Etxeberria"}},
		{"Rudwell Johnson/ENRON@enronXgate\n03/28/2001 05:09 PM\nAsk Jeffrey T Hodge/HOU/ECT@ECT.\nSee Docs/HOU/ECT@ECT and Johnson/Reports.\n",
			[]string{"Rudwell Johnson", "Jeffrey T Hodge"}},
		// In English, a word general text rarely uses with a possessive; not an eponym's, nor
		// one that owns what a country or a firm has. A famous person's name before a verb
		// (famousAlone).
		{"Stalin had begun to encourage him to form his own network inside the MGB to counter Beria's dominance of the power ministries. She has Hashimoto's thyroiditis.\n" +
			"The talks weighed on Chechnya's independence bid; analysts praised Comelf's output and Juventus's league form.\n",
			[]string{"Stalin", "Beria"}},
		// Nor one whose possessive opens a shop's or a place's name; a famous person's work
		// keeps the name.
		{"We had dinner at Crolla's Italian Kitchen. I prefer Quillmore's Hardware Store for tools.\n" +
			"Her encore, an arrangement of Elgar's Salut d'amour, was one sugar too many.\n", []string{"Elgar"}},
		// A surname, then a word of general text, then a name is no name read surname first:
		// German capitalises the adjective and the noun before a name.
		{"Dabei stand ihm der ehemalige Schweizer Internationale Stephan Lehmann zur Seite.", []string{"Stephan Lehmann"}},
		// A signature after a dash at the end of a line; not a word after a dateline dash.
		{"The lease starts on April 15. Reach her at the office. — Henrik\nPARIS — Reuters reported.\n", []string{"Henrik"}},
	} {
		var got []string
		for _, s := range ann.Annotate([]byte(tc.text)) {
			if s.Type.ID == "person" {
				got = append(got, tc.text[s.Start:s.End])
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("%q: got %q, want %q", tc.text, got, tc.want)
		}
	}
}

// The vetoes on the model's names: a word at a sentence start that is nowhere capitalised
// inside one ("Sure.", "Home ZIP:"), a word that goes on past its hyphen ("Move-in"), one
// unlisted word of a longer proper noun ("Basic" of "Basic Books", whose pseudonym would make
// a two-word name with "Books" in the sanitized text), a country or city.
func TestPersonModelVetoes(t *testing.T) {
	ann := defaultAnnotator(t)
	for _, tc := range []struct{ text, not string }{
		{"Sure. I checked the number you gave.", "Sure"},
		{"Home ZIP: 48009\nMove-in: Jan 3, 2004\n", "Home"},
		{"Home ZIP: 48009\nMove-in: Jan 3, 2004\n", "Move"},
		{"4. Hofstadter, Gödel, Escher, Bach, Basic Books, 1979.", "Basic"},
		// Countries and cities, and the institutions named after them.
		{"Before he was expelled to Nigeria, he lived in Nigeria for ten years.", "Nigeria"},
		{"The Implementation Group of the Oslo Police District sent a notification.", "Oslo"},
		{"The first applicant was born in Sierra Leone in 1979.", "Sierra"},
		{"Er zog 1998 nach Polen und arbeitete später in Kanada.", "Polen"},
		{"Okonkwo-Bello, a Democrat from Tacoma, said the measure was overdue.", "Tacoma"},
		{"Tamil Nadu added 134 in the morning session.", "Nadu"},
		{"Applicant: Tahmina Akter (Bangladeshi), DOB 11/01/1996.", "Bangladeshi"},
		// Firms, brands and offices named like people.
		{"The deal was advised by Baker McKenzie and is expected to close.", "Baker McKenzie"},
		{"BIELEFELD – Dr. Oetker hat im Geschäftsjahr 2023 mehr umgesetzt.", "Oetker"},
		{"Abimbola Adeyemi moves to the Home Office; Gareth Pryce is Foreign Secretary.", "Home Office"},
		{"Invoice from Navarro S.L. for the works.", "Navarro"},
		{"Best regards,\nTakahashi Kenji\nNakamura Seiki Co., Ltd.\n", "Nakamura Seiki"},
		{"Sí, trabajo hasta las 19h. Pero pago ya los 18 € de Martina.", "Pero"},
		{"Ticket #SUP-88214 · Prioridad: Alta · Canal: email", "Prioridad"},
		{"Lenovo ThinkPad X1 Carbon Gen 12, pedido por Guadalupe.", "Carbon Gen"},
		{"S.L. will pay the invoice.", "S.L."},
		{"We use Python 3.12 and Node 20 on the build host.", "Node"},
		{"Data Analyst — Infosys, Pune      August 2016 – May 2021", "Pune"},
		// Words that head the names of institutions, on the given-name list as rare names.
		{"On 19 July 2006 the Supreme Military Administrative Court rejected his military service claim.", "Supreme"},
		{"On 19 July 2006 the Supreme Military Administrative Court rejected his military service claim.", "military"},
		{"The Government of the United Kingdom were represented by their Agent.", "Kingdom"},
		// The labels of an order, an invoice or an e-mail in Spanish, French and German.
		{"Pedido: #PE-55231 (zapatillas Adidas Samba, talla 38)", "Pedido"},
		// The department a clinical note is from.
		{"SOAP NOTE — Riverside Family Medicine\nPt: Hollis, Margaret A.", "Medicine"},
		{"COMPTE RENDU DE CONSULTATION — Cardiologie\nPatiente : Mme Nadia Benali", "Cardiologie"},
		{"NOTA DE EVOLUCIÓN — Medicina Interna\nPaciente: Juan Carlos Herrera Vidal", "Medicina"},
		// Vital signs' abbreviations in a clinical note.
		{"O: BP 148/92, HR 84, T 36.8 C. Wt 82 kg, Ht 170 cm.", "Wt"},
		// A frequent word of Spanish alone, which the model's band feature does not know.
		{"Rodrigo también vio un cargo raro. Necesito que bloqueen la tarjeta.", "Necesito"},
		{"Asunto: Visita al local de la calle Alcalá", "Visita"},
		// Software and services, and places named after a person.
		{"Deploy to Heroku, then ping Slack.", "Heroku"},
		{"Our Kubernetes cluster runs Grafana and Prometheus.", "Grafana"},
		{"The Victoria Line was delayed at King's Cross.", "Victoria"},
		{"The Marriott Hotel and Hilton Garden Inn are full.", "Hilton"},
		{"We stayed at the Palmer House near the Paxton Water Tower.", "Palmer"},
		{"the Sami villages of Saarivuoma and Gabna. The Sami Villages appealed. The villages then sued.", "Villages"},
		{"The Cesaroni Design team won; games at Davis Gym.", "Cesaroni"},
		{"British and Sunni Arab leaders met the Latin scholars.", "British"},
		{"British and Sunni Arab leaders met the Latin scholars.", "Sunni"},
		// "A" after an opening quote starts a title, not a name with an initial.
		{"The band released the second album \"A Beautiful Lie\" in 2005.", "Beautiful"},
		// The same title unquoted: inside a sentence, and so at a sentence start too.
		{"A Beautiful Lie went gold. Fans chose a single from A Beautiful Lie.", "Beautiful"},
		{"Their second album, A Beautiful Lie, was leaked. Because A Beautiful Lie sold, they toured.", "Lie"},
		// A short English word shaped like a pseudo name, and so its lower-case repeats.
		{"Thanks for explaining the process.\nHave a good day!\nSheri\nIf you have questions, call.", "Have"},
		{"Thanks for explaining the process.\nHave a good day!\nSheri\nIf you have questions, call.", "have"},
		// French towns and headline words.
		{"M. Charles Larère, négociant en vins à Dinan, et M. Auffray, de Dinan.", "Dinan"},
		// German adverbs at a sentence start.
		{"Dagegen war zum Beispiel Dick Advocaat für Borussia im Gespräch.", "Dagegen"},
		{"Nur hat Hochhäusler nur NRW-Förderung, keinen bayerischen Zuschuss.", "Nur"},
		// One word after a German article or possessive is a noun; after "St." a church.
		{"Er lebte dort bis zu seinem Tod im Jahr 2000.", "Tod"},
		{"Wer kein Wörterbuch zur Hand hat, fragt im Web.", "Hand"},
		{"Er schrieb einen Roman über den Krieg.", "Roman"},
		{"On 2 November 1993 the General Directorate of National Roads expropriated it.", "General"},
		{"On 2 November 1993 the General Directorate of National Roads expropriated it.", "Directorate"},
		// Places and bodies named after a person; a military rank before a name.
		{"The John Birch Society met at the Lincoln Reservoir.", "Birch"},
		{"The John Birch Society met at the Lincoln Reservoir.", "Lincoln"},
		{"We drove from Spring Harbor to Nikki Beach and Clarence Dock.", "Nikki"},
		{"What to do in San Rafael Ca? I work at Los Alamos Lab.", "Rafael"},
		{"What to do in San Rafael Ca? I work at Los Alamos Lab.", "Alamos"},
		{"Er hing auf der Via Roma in San Remo über dem Lenker.", "Roma"},
		// A word of general text after a given name that is a frequent word too: a thing.
		{"Compare the Loan Estimate and the Closing Disclosure numbers below and tell me which changes exceed the limits.\n\n| Fee | Loan Estimate | Closing Disclosure |\n|---|---|---|\n| Origination | $1,200 | $1,350 |\n", "Estimate"},
		{"Diese sind: * Lido di Pomposa * Lido di Spina. Am Abend fuhren wir zur Playa Blanca.", "Pomposa"},
		{"Diese sind: * Lido di Pomposa * Lido di Spina. Am Abend fuhren wir zur Playa Blanca.", "Blanca"},
		{"Forces led by General Manuel Belgrano were beaten; General Dynamics and Major League Baseball were not.", "General"},
		{"Forces led by General Manuel Belgrano were beaten; General Dynamics and Major League Baseball were not.", "Dynamics"},
		{"Forces led by General Manuel Belgrano were beaten; General Dynamics and Major League Baseball were not.", "League"},
		// A word of general text in a name is not a name wherever the text repeats it.
		{"The Liberal caucus met. Midfielder Kofi Liberal scored.", "Liberal"},
		// The English article is no German "an" before a name.
		{"Albert Wren was an Ontario politician.", "Ontario"},
		// A firm named by one surname twice; a greeting of the world.
		{"Costs rose at Johnson & Johnson.", "Johnson"},
		{"Then run Hello World.", "World"},
		// The next field's label in a list of fields, and a sex.
		{"Name: Kofi Mensah, Age: 42, City: Accra\n", "Age"},
		{"Name: John Smith, Age 63\n", "Age"},
		// A column's name in a markdown table's header; a browser's user agent; a street named
		// after a person; a firm.
		{"| Player | Age |\n|---|---|\n| Zoë Lambert | 13 |\n", "Player"},
		{"\"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_3) AppleWebKit/537.36\"", "Mac"},
		{"Vivo en la Avenida Simón Bolívar y trabajo en Piazza Garibaldi.", "Simón"},
		{"Vivo en la Avenida Simón Bolívar y trabajo en Piazza Garibaldi.", "Garibaldi"},
		{"Responsable : la DSI, avec l'appui du prestataire Capgemini.", "Capgemini"},
		// A town after "desde" or "depuis", as after "en".
		{"Plan: ingreso en Traumatología a cargo del Dr. Íñigo Arrizabalaga. Se informa a la familia; su hija Marisol llegará desde Sevilla.", "Sevilla"},
		// A German noun after a number or a quantifier.
		{"Er wurde zu drei Jahren und neun Monaten Haft verurteilt.", "Monaten"},
		// A capital letter, a hyphen and a word: a noun.
		{"VoltKern entwickelt Festkörperzellen für E-Bikes und Kleintransporter.", "E-Bikes"},
		{"Ich trage ein T-Shirt und fahre U-Bahn.", "U-Bahn"},
		// An abbreviation with its dot before a number.
		{"Sachschaden geschätzt: ca. 7.800 € (Fzg. 1). Verwarnungsgeld 35 Euro gegen Fahrerin Fzg. 2 erhoben.", "Fzg"},
		// A park after its article; Park alone is a surname too.
		{"Volkov argued that repairs to the Lincoln Park pool should come first.", "Lincoln"},
		// One word after the Spanish article: a club or a thing.
		{"El Villarreal se había adelantado con goles de Samu Okoye. El Real Madrid se impuso por 3-2 al Villarreal en el Estadio.", "Villarreal"},
		{"El Real Madrid remonta ante el Villarreal en un Bernabéu entregado, según la crónica.", "Villarreal"},
		// A word the text also writes as a firm's name is that firm alone.
		{"Analysts noted Lumora raised $310 million. Lumora's chief financial officer, Carlos Mendoza, will join once Johnson & Johnson acquires Lumora Therapeutics, a Boston biotech.", "Lumora"},
		// A city's district, its name joined to the city's.
		{"Bitte formuliere diesen Brief:\n\nNilüfer Demirci\nKantstraße 41, 2. OG links\nBerlin-Charlottenburg\n\nHausverwaltung Rosenbaum\n", "Berlin-Charlottenburg"},
		// One word after the Spanish and French "en" is a place, as after "in".
		{"Contrato de alquiler.\n\nEn Valencia, a 1 de septiembre de 2024.\n", "Valencia"},
		// A county after the French "dans le", where a person never stands.
		{"Ils résident à Crediton, dans le Devon, et à Londres. M. Robins habite dans la Creuse.", "Devon"},
		// A thing after its article before "whose".
		{"He was a member of the Dev-Yol, whose object was to undermine the order.", "Dev-Yol"},
		// Keys of an e-mail header and psql's timing, shaped like pseudo names.
		{"Date: Thu, 18 Jul 2024 07:31:49 +0200\nMIME-Version: 1.0\n", "MIME-Version"},
		{"(5 rows)\n\nTime: 41.228 ms\n", "Time"},
		// A word glued to a number by a hyphen: "Der 45-Jährige".
		{"Der Trainer stellte um. Der 45-Jährige sagte danach: „Gut.“", "Jährige"},
		// A hospital, a pool, a manor named after people or places.
		{"Hospital General Universitario Gregorio Marañón – Servicio de Urgencias", "Gregorio Marañón"},
		{"Le Goff rappelle que la piscine Marcel-Cerdan a été rénovée.", "Marcel-Cerdan"},
		// Stands, castles and courthouses named after people.
		{"He scored in front of the Brian Clough Stand.", "Brian Clough Stand"},
		{"He must surrender at the Thurgood Marshall courthouse.", "Marshall"},
		// Software before its version.
		{"Build agents moved to a new VLAN yesterday; Jenkins 2.440.3 LTS.", "Jenkins"},
		// Firms and software that are no persons.
		{"The lease with Siemens runs out; Ogilvy is cheaper.", "Siemens"},
		{"This log shows Kafka lag.", "Kafka"},
		// The place of a press release's dateline.
		{"BOSTON, May 6, 2024 — Lumora appoints a new chief.\nSevilla, 9 de mayo de 2024. La empresa crece.", "Sevilla"},
		// A word of general text shaped like the codec's pseudo names.
		{"The deploy Pipeline failed twice after the merge.", "Pipeline"},
		// A role before a full name is no part of it.
		{"Kuratorin Johanna Feldhaus nennt die Bilder leise.", "Kuratorin"},
		{"Tickets sold out in 90 minutes. Spinner Nathan O'Rourke returns for the hosts.", "Spinner"},
		// Storms, stadiums, prizes, diseases and palaces named after people.
		{"Hurricane Beatriz strengthened to Category 4. La tempête Ciarán a balayé la Bretagne.", "Beatriz"},
		{"Hurricane Beatriz strengthened to Category 4. La tempête Ciarán a balayé la Bretagne.", "Ciarán"},
		{"El Real Madrid remontó en el Estadio Santiago Bernabéu gracias a un doblete.", "Santiago"},
		{"He lives with Crohn's disease. Le prix Goncourt a été attribué mardi.", "Crohn"},
		{"He lives with Crohn's disease. Le prix Goncourt a été attribué mardi.", "Goncourt"},
		{"La passation a eu lieu à l'hôtel de Brienne.", "Brienne"},
		// A word the text writes as a place elsewhere: after "en" or a postal code.
		{"POLICÍA NACIONAL — Comisaría de Distrito Centro (Sevilla)\n\nEn Sevilla, a 9 de noviembre de 2024, comparece la denunciante, domiciliada en Avda. de la Constitución 14, 41004 Sevilla.", "Sevilla"},
		// Schools, homes and tracks named after people.
		{"The robotics team took second place at Thomas Edison Middle School last week.", "Thomas Edison"},
		{"The annex is on Martin Luther King Jr. Boulevard, near the park.", "Martin Luther King"},
		// Where a person in the news lives, after the age in apposition.
		{"Guest Brandon Kessler, 27, of Oak Park, was cited for disorderly conduct.", "Oak Park"},
		// A pet named like a person; a medal named after one.
		{"A lost German shepherd named Bismarck was returned to its owner.", "Bismarck"},
		{"nach neun Jahren und einem Hund namens Humboldt ist es so weit.", "Humboldt"},
		{"The Rosalind Franklin Medal for Early Career goes to Dr Hoa.", "Rosalind"},
		// A month glued to a date by hyphens.
		{"Invoice due Jan-15-2024, paid in full.", "Jan"},
		// A gate, a hall or a platform and its number.
		{"Am 17.02.2025 gegen 06:20 Uhr kam es an Tor 7 zu einer Auseinandersetzung.", "Tor"},
		{"Standort: Logistikzentrum Nord, Halle 3\nBeteiligte: Herr Kemal Aydın", "Halle"},
		// A doctors' practice, a GP surgery, a family trust.
		{"Riverside Family Practice\n14 Brunel Road\nReferring GP: Dr. Aisha Rahman (Elm Street Family Practice).", "Practice"},
		{"I saw Dr Rahman at Abbey Lane Surgery last week.", "Abbey"},
		{"Flights leave from John F. Kennedy International Airport at noon.", "Kennedy"},
		{"Visitation will be held at Weigel Funeral Home on February 9, from 5 to 7 p.m.", "Weigel"},
		{"I found his water bottle after the long run from the Jesse Owens Track on Saturday.", "Jesse Owens"},
		// A sports club named after a place or a person.
		{"Der Rat hat den Bau eines Kunstrasenplatzes für den SV Germania 1919 beschlossen.", "Germania"},
		{"El Athletic recibirá al Real Betis el 24 de noviembre en San Mamés.", "Betis"},
		// A saint's name is a church's, a hospital's or a town's.
		{"In lieu of flowers, the family suggests donations to St. Jude Children's Research Hospital.", "Jude Children"},
		{"Herr Petrović klagte über Nackenschmerzen und wurde ins St. Elisabeth-Krankenhaus Hohenlind gebracht.", "Elisabeth-Krankenhaus"},
		// A possessive before a firm's or a place's noun; ships, buildings and schools.
		{"My package at Lloyd's Banking Group is £96,500.", "Lloyd"},
		{"Bridget followed on the SS Cedric (White Star Line).", "Cedric"},
		{"They sailed to their aunt in Montreal on the freighter Samuel de Champlain, arriving on 4 October 1976.", "Samuel"},
		{"Sede: Edificio Torre Picasso, planta 12.", "Torre Picasso"},
		{"École élémentaire Jules-Ferry — Classe de CE2 B", "Jules-Ferry"},
		{"Female, 53 years old, non-smoker.\n", "Female"},
		{"Signed: Samuel Okafor, MD  Date: 03/15/2024\n", "MD"},
		// A label of an amount that is a given name too.
		{"Price: ¥12,800\nShipping: ¥800\n", "Price"},
		// Field labels of forms in other languages.
		{"Alter: 45 Jahre\nEdad: 33 años\n", "Alter"},
		{"Alter: 45 Jahre\nEdad: 33 años\n", "Edad"},
		// A label in another language is no speaker.
		{"Our supplier in Spain sent:\n\nBanco: Banco Santander\nConcepto: Factura 2024/118\n", "Banco"},
		// A word the text writes after "the" in most of its uses: a people, not a person.
		{"The Sami have lived there since ancient times. The Sami villages appealed. Rights of the Sami were upheld; Sami herders agreed.", "Sami"},
		// A section heading of two syllables glued to the name after it.
		{"Leben Vonholdt studierte Medizin in Hamburg.", "Leben"},
		// A plural noun of general text ends a thing's name.
		{"See the Special Provisions section of the contract.", "Special"},
		// A relative before a word of general text, in a clinical note; a relation as a
		// contact's value.
		{"Social history: lives with wife. Son Present at bedside. Daughter Lives nearby.", "Present"},
		{"Social history: lives with wife. Son Present at bedside. Daughter Lives nearby.", "wife"},
		{"Family history: Mother Deceased at 70 (MI). Brother Healthy.", "Deceased"},
		{"Emergency contact: Wife (Maria) 555-0100", "Wife"},
		// An acronym shaped like a pseudo name of two syllables.
		{"The prize went to Rainer Weiss, Barry Barish and Kip Thorne for LIGO. Thorne thanked Caltech.", "LIGO"},
		// Rare words before a colon are a label of a log or status line, not a speaker.
		{"Jenkinsfile Lint: passed\nKubectl Rollout: complete\n", "Kubectl"},
		// Nor are the keys of YAML next to a chat: a speaker on no list must say words.
		{"james: ok see u October 1\nthi lan: cool\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: billing-api\n", "apiVersion"},
		// Keys of people whose values are no names.
		{"owner: platform-team\nagent: Mozilla/5.0 (X11; Linux x86_64)\n", "platform"},
		{"owner: platform-team\nagent: Mozilla/5.0 (X11; Linux x86_64)\n", "Mozilla"},
		// Configuration keys are no chat: no speaker is a given name that is no word.
		{"ruby: 3.2.2\nnode: 18.17\nrustc: 1.70\nbundler: 2.4\n", "rustc"},
		// A street after a house number, ending in a word that is also a surname.
		{"Send to 6234 Cedar Lane, New York, NY 97201.", "Lane"},
		// One word after "in" is a place, unless it owns something.
		{"He was born in 1956 and has lived in Brittany since then.", "Brittany"},
		// A nationality that looks like a name.
		{"The case originated in an application by a Sierra Leonean national, Ms Husenatu Bah.", "Sierra"},
		// A firm of lawyers named like a person.
		{"The applicant was represented by Royds Rdw, solicitors in London.", "Royds"},
		// Headings numbered with a letter; Monsieur without its dot.
		{"A. Introduction\nB. Background\n", "Introduction"},
		{"le départ prochain de M Venizelos a été décidé", "M "},
		// A field label whose value is no list of names: it holds a number.
		{"- anwesend: 9 von 12 Eigentümern (74,3 % der Miteigentumsanteile)\n", "Miteigentumsanteile"},
		{"Die Evangelische Kirche St. Peter wurde 1787 erbaut.", "Peter"},
		// A country that lists of names hold for few people; a city's German name.
		{"Ramesses, unable to sustain a long siege, returned to Egypt.", "Egypt"},
		{"Am vergangenen Donnerstag hat Athen dazu den zweiten Schritt gemacht.", "Athen"},
		// A park or a hall named after a person; a pet's name after the word for the animal; a
		// quoted name after the noun of a work.
		{"The council voted to renovate Harriet Tubman Park, ending the debate.", "Harriet"},
		{"June 2025 · Ashford Memorial Hall & Victoria Gardens", "Ashford"},
		{"Schatzsuche im Garten (unser Hund Bruno ist 11 und schläft).", "Bruno"},
		// A place named like a person with a surname that ends places, where a place stands.
		{"Sizdah bedar on April 1st in Richmond Park inshallah.", "Richmond"},
		{"Hostel allocation at Kenyatta Hall is subject to availability.", "Kenyatta"},
		// A pet told by what follows its name, by a breed or a compound, and where the text
		// names it again alone.
		{"Story: Duke, a 9-year-old pit mix, was surrendered in August.", "Duke"},
		{"Felix: Das ist Bruno, ein Labrador-Mix. Ich: Bruno ist süß!", "Bruno ist"},
		{"- Dogs: Bruno (Labrador, 6 years old). Price: £15 per walk for Bruno.", "Bruno."},
		{"Dog is a 3-year-old Staffy called Duke. Owner Lee Harding says the gate was open.", "Duke"},
		{"Hund im Büro ok? – ja, Bürohund Bruno ist auch da", "Bruno"},
		{"Patient: \"Max\", 11-year-old MN Golden Retriever. Owner reports Max has been limping.", "Max has"},
		{"Schlegel's novel \"Lucinde\" (1799) was seen as an account of their affair.", "Lucinde"},
		// A place named after a person with a kind of place before its head; a word that
		// numbers a text's rows.
		{"Saturday May 17, 1:00 pm — Marjorie Lindholm Performing Arts Center", "Marjorie"},
		{"Die Einzelergebnisse:\nBrett 1: Fedorov – Jovanović ½:½\nBrett 2: Bämer – Kraus 0:1\nBrett 3: Zając – Ahmadi 1:0\n", "Brett"},
	} {
		at := strings.Index(tc.text, tc.not)
		for _, s := range ann.Annotate([]byte(tc.text)) {
			if s.Type.ID == "person" && s.Start <= at && at < s.End {
				t.Errorf("%q: %q taken for a name in %q", tc.text, tc.not, tc.text[s.Start:s.End])
			}
		}
	}
}

// The model's names are ones the name codec can encrypt: an initial alone ("W-" in a chat)
// or a word with a letter outside its alphabet would make sanitize refuse the whole prompt.
func TestPersonModelNamesEncryptable(t *testing.T) {
	ann, san := personFixture(t)
	for _, text := range []string{
		"Me: W- i-c-k-e-d! Mom: Good, sweetie! You are right.",
		"Le Gouvernement était représenté par son agent, M. B. Reuterstrand, directeur général des affaires juridiques.",
	} {
		if _, err := san.Sanitize(io.Discard, strings.NewReader(text), ann); err != nil {
			t.Errorf("%q: %v", text, err)
		}
	}
}
