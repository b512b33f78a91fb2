package annotate_test

import (
	"slices"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
)

// Each form of an age the span conventions name, and the look-alikes next to it: the age
// spans found, exactly.
func TestAgeForms(t *testing.T) {
	ann := annotate.WithoutValueModels(defaultAnnotator(t))
	tests := []struct {
		text string
		want []string
	}{
		{`<input name="age" value="38"><input name="qty" value="52">`, []string{"38"}},
		{"/signup?name=x&age=31&plan=3", []string{"31"}},
		{"Patiente de 58 ans, hypertendue. Un contrat de 5 ans.", []string{"58"}},
		{"Paciente varón de 62 años. Un plazo de 20 años.", []string{"62"}},
		{"La inquilina, de 27 años, firmó.", []string{"27"}},
		{"I'm 38 and looking for a job. I'm 10 minutes late, she is 6 feet tall.", []string{"38"}},
		{"My wife is 41, my daughter is 12.", []string{"41", "12"}},
		{"Ich bin 29 und suche eine Wohnung. Ich bin 5 Minuten weg.", []string{"29"}},
		{"Twins aged 8 and 9 attend the camp.", []string{"8", "9"}},
		{"He is 70. He is 2 hours away.", []string{"70"}},
		// A word for kin or a role in capitals first in the parentheses, then the age.
		{"Sorgeberechtigte: Jacqueline Schubert (Mutter, 31), Tel. 0162 9048817\nAnna Weber (Lehrerin, 45) kam. Grealish (Crewe, 67) traf.\n", []string{"31", "45"}},
		// An unquoted "LAST, First" in a CSV row does not push the age out of its column.
		{"id,name,age,room\n7,Okonkwo, Festus,91,12B\n8,Ama Owusu,70,3\n", []string{"91", "70"}},
		{"Tran Thi Hoa is 18 (born 14/09/2006). Devin's 17 tho. Mr. Obi was 15 (minutes) late? No.", []string{"18", "17"}},
		{"the patient is a 67 y.o. male", []string{"67"}},
		{"| Patient | Age (years) |\n|:--|--:|\n| A. Lee |          45 |", []string{"45"}},
		{"| Item | Count |\n|:--|--:|\n| A |          45 |", nil},
		{"Age/Sex: 58/F. Sex/Age: M/61. female, 33 years, non-smoker. Alter 47.", []string{"58", "61", "33", "47"}},
		{"Der Patient (45-jährig) kam mit seiner Mutter (72); die 2-jährige Garantie.", []string{"45", "72"}},
		{"Zhang Wei (35) from Shanghai; Priya Raman (41), engineer; Windows Server (19) build.", []string{"35", "41"}},
		// A listed given name alone before an age in parentheses, first, after punctuation or
		// after a word in lower case.
		{"Yes! 2 adults + our Kofi (3). I'm vegetarian\nIngrid (4/3/2025 12:45 PM): Anders (14) coming\n", []string{"3", "14"}},
		// A chart's sex after the age, or before it in parentheses; the age after a role set off
		// by commas, not a time in a job after a role in parentheses.
		{"08:30 FERREIRA, Ana Paula 54F R TKR; 2. Wanjiru Kamau (F, 29) 37:48\n", []string{"54", "29"}},
		// Not a number before another unit.
		{"Room 12, floor 3, 45 kg.\n", nil},
		// Any word for a person as the role, the age at the end of its line; not a house number.
		{"Witnesses:\n- Priyanka Deshmukh, cashier, 22\n- Tom Hale, caretaker, 12 Elm St\n", []string{"22"}},
		{"Bed 5 – Lars-Erik Holmberg, Swedish tourist, 45 yrs, cellulitis. Abdullahi Warsame (Somali national, 38, co-worker) heard it.\n" +
			"Javier Solís (GISD bus driver, 22 years) asked about overtime.\n", []string{"45", "38"}},
		// A count of goals or debts after a name on a line that says so.
		{"Goles: Juanca (3), Popescu, Herrera.\nOwing: Novak (2 costumes), Ferreira (2), Benali (2).\n", nil},
		{"The startup, 5 years old, and our car is 9 years old; la empresa, de 20 años, cerró.", nil},
		// The age of a noun that names no person, after an article, with a verb: dropped in four
		// languages; a pronoun, a name, a word for a person or one with a person's ending keeps it.
		{"The tills are 9 years old. Le chariot a 9 ans. La máquina tiene 10 años. Die Registrierkasse ist 9 Jahre alt.", nil},
		// A clause that names a thing and no person, however its age is said; a word for a
		// person, a pronoun or a name in the clause keeps the age.
		{"Notes: the shed on 4A is about 40 years old. Property is a 1930s semi, roughly 95 years old. " +
			"Die USV ist eine APC Back-UPS, ungefähr 8 Jahre alt.", nil},
		{"The truck driver is 45 years old. The house where I grew up is 100 years old. Tom's car: he is 61 years old.",
			[]string{"45", "100", "61"}},
		// German says a thing's age as an attribute or in parentheses after it, named by the
		// head of its compound ("-anlage", "-kessel", "-küche"); a word for a person or a name
		// keeps the age, whatever its ending (Baum is a surname).
		{"Die 25 Jahre alte Flutlichtanlage muss erneuert werden. Der 42 Jahre alte Heizkessel wird ersetzt. " +
			"Er hat einen 2 Jahre alten Hund. Die Einbauküche (14 Jahre alt) verkaufen wir.", nil},
		{"Der 58 Jahre alte Angeklagte schwieg. Die 30 Jahre alte Lehrerin kam. Anna Baum (34 Jahre alt) kam.", []string{"58", "30", "34"}},
		{"The cashier is 19 years old. Le vendeur a 45 ans. Mi vecina tiene 70 años. Die Kundin ist 83 Jahre alt.", []string{"19", "45", "70", "83"}},
		{"Mme Vasseur dit qu'elle aura 80 ans; you are 45 years old; Klaus ist 75 Jahre alt; Rocío tiene 33 años.", []string{"80", "45", "75", "33"}},
		{"It's 12 years old, the engine's 22 yrs old, our 12-year-old mule and a 4-year-old Hereford bull.", nil},
		{"a 44-year-old warehouse supervisor, the 22-year-old clocked 2:11, a 70-year-old male", []string{"44", "22", "70"}},
		// A machine whose word ends as a person's does; a vehicle after its model year or year of
		// build, with no name or pronoun between.
		{"The motor is 25 years old. La cafetera tiene 8 años. The ballroom chandelier is 90 years old.", nil},
		// The holder past a parenthesis, a modal, a relative pronoun after a comma or a phrase of
		// a preposition: the noun before the preposition decides, the one after it when that
		// says nothing.
		{"The quad (\"Spirit of Hexham\") is 22 years old. That shed must be 30 years old. El ascensor, que tiene ya 31 años.\n" +
			"Notre camion, qui avait 18 ans. Der Rollstuhl von Herrn Wendland ist 12 Jahre alt. Greenhouse at the plot is 20 years old.", nil},
		{"The girl from the flat upstairs is 12 years old. Mi hija, que tiene 9 años. Il avait 68 ans. Yo tenía 6 años. Le fils de Marie a 10 ans.", []string{"12", "9", "68", "6", "10"}},
		// A key or a column that names a thing's age, or an age key in a thing's object; the
		// driver's age beside it stays.
		{`{"name": "Ngozi Okeke", "age": 28, "vehicle_age": 14, "vehicle": {"make": "Mazda", "year": 2017, "age_years": 8}}`, []string{"28"}},
		{"emp_id,driver,age,vehicle,vehicle_age_yrs\nE1042,Sophie Van den Berg,38,Škoda Superb,4\nE1187,Rahul Mehta,29,Tesla Model 3,2\n", []string{"38", "29"}},
		{"Vehicle: 2019 Honda Civic (6 years old, 71,400 miles). Opel Astra H (Baujahr 2008, also 17 Jahre alt).", nil},
		{"Fahrzeug: Mercedes B-Klasse, 15 Jahre alt\nRad: Gazelle Hollandrad, ca. 25 Jahre alt\nFahrer: Jonas Weber, 34 Jahre alt\n" +
			"Typhoon Slide (ride opened 1998, so 27 years old)\nThe lift (installed in 2009, so 16 years old). Tom (born in 2009, so 16 years old)", []string{"34", "16"}},
		{"Stelle (Kennziffer 2025-117): Ich bin 32 Jahre alt. 2019: Maria Lopez, 34 years old.\nLégende 2024 : 29 ans aujourd'hui 🥂", []string{"32", "34", "29"}},
		{"The patient, 72, was admitted; a man, 45, was arrested. The room, 12, was empty.", []string{"72", "45"}},
		{"Mr. Obi (58) was seen today; Frau Kaya (61) auch. Version (12) is out.", []string{"58", "61"}},
		{"Tochter Sofia (6) kommt im Sommer in die Schule; su hija Nerea, 9, vive en Bilbao.", []string{"6", "9"}},
		{"Ms. Diaz is 29. He was 52 when he died; he was 52 minutes late, Mr. Obi was 12 minutes late.", []string{"29", "52"}},
		{`{"patientAge": 38, "ageYears": 47, "pageCount": 12, "usage": 3}`, []string{"38", "47"}},
		// After a name's comma: the age before a closing quote or a note in parentheses;
		// French "a bien 12 ans".
		{"Chat zwischen Lara und „Maximilian, 36“. Bed 8 – LINDGREN, Astrid, 90 (yes, like the author). Adam a bien 12 ans.",
			[]string{"36", "90", "12"}},
		// The clause going on after the age with "and"; not a second number.
		{"Thanks to groundsman Dennis Arkwright, 78 and still mowing. See Mr Smith, 45 and 47 Main Street.", []string{"78"}},
		// A role's initials between the name and its age.
		{"9/3/24 Deposition of Gerald Harrington, CEO, 71 (p. 1–212). Send to Acme Corp, USA, 55.", []string{"71"}},
		// A role or nationality in lower case before the age in parentheses; not a club and a
		// minute.
		{"Might not take direction from Kaylee (team lead, 25). Bookings: Tadhg Brennan (Accrington, 33).", []string{"25"}},
		{"- su pareja Damián Ferreyra (argentino, 41)\n", []string{"41"}},
		// A chart's age and sex after the patient's name.
		{"- pt Ahmad Karimi, 57M, rm 622, admitted for DKA\n- Dana Smith, 45F;\n", []string{"57", "45"}},
		// An age of one digit after a name's comma where the text ends (a fuzzer's crasher).
		{"Dr. Ama Owusu, 4", []string{"4"}},
		// News and chat forms: a name and the age in parentheses before any verb, people in the
		// plural and their ages, an age before more in parentheses, French "a" after a name in
		// lower case, Spanish "unos 20 años"; not a term of a sentence or a goal tally.
		{"Alois Hofer (63) behält die Hütte. Die Tatverdächtigen (15, 16 und 16) flohen, zwei Begleiter (18 und 20) auch.",
			[]string{"63", "15", "16", "16", "18", "20"}},
		{"Ein Kollege (61 Jahre, Name bekannt) bat um Versetzung. Die Haftstrafe (3 Jahre, 6 Monate) steht.", []string{"61"}},
		{"gérard a 81 ans mathieu. Il y a 81 ans. El ladrón tendría unos 20 años; Lim Su-jin (39 años, traductora).",
			[]string{"81", "20", "39"}},
		{"recrutée à 24 ans, un prêt à 20 ans, condamné à 9 ans; Rukhsana Chaudhry, 82 — to the kitchen.", []string{"24", "82"}},
		{"zwei Kinder: Tim (35) und Julia Schuster (31). Kinderprinzenpaar: Leon (10) und Mila (9), Eltern zahlen.",
			[]string{"35", "31", "10", "9"}},
		{"un cariste de 52 ans, un contrat de 5 ans; son fils diogo 17 ans; murió en Cusco, a los 89 años.", []string{"52", "17", "89"}},
		{"driver Patricia Lynn Hawthorne, 62, (210) 555-0188, insured", []string{"62"}},
		// A name set off by commas, then the verb and the age.
		{"Our chair, Chief Adewale Ogundipe, is 78 and needs a ground-floor room. Gate 4, was 12 minutes late.", []string{"78"}},
		// German after the name and "ist": "auch", "letzte Woche", closed by "geworden".
		{"Mein Bruder Deniz ist auch 33 und chaotisch. Sofia ist erst 10 geworden. Lotta Schneider ist letzte Woche 12 geworden.", []string{"33", "10", "12"}},
		// An adverb of measure before an age in apposition; not before a distance.
		{"replaced by Jamie Kerr, approx 30. Marta Díaz, about 45, said. Baker Street, about 20 minutes away.", []string{"30", "45"}},
		// News writes the age after the name with "now", "still only", Spanish "de" or "hoy de".
		{"Wilhelm Schultheis, inzwischen 89, saß vorn. Aoife Ní Néill, still only 27, sang. Felipe Aránguiz, hoy de 38 años, y Emiliano Tecpanécatl, de 20 años, hablaron.",
			[]string{"89", "27", "38", "20"}},
		// A list of people and their ages, the line saying so; not scores.
		{"the bot told me to add ages so: Harper 6, Jaxon 4.\nCenso de 1940: Eduardo Sotomayor 45, Manuela Quispe 38.\nScores: Joe Root 45, Ben Stokes 38.",
			[]string{"6", "4", "45", "38"}},
		{"wife Yasmin, children Omar 11 and Laila 7\nScores: Joe Root 45 and Ben Stokes 38.", []string{"11", "7"}},
		{"Y los niños (Valeria de 5) hacen un cartel. Los premios de Lucía de 2024.", []string{"5"}},
		// Spanish "con N años" before a comma or a verb; an age in parentheses after a word for
		// kin; a note after an age in parentheses; not a company's years, nor two numbers in
		// parentheses after a name (minutes of goals).
		{"Ma mère (72 ans) m'a proposé. Aparece Antonio Ruiz con 41 años, así que nació en 1757. Fermín, que con 71 años ha completado la carrera. Senior-Chef Josef Brandl (78, „macht noch alles mit“). Harry Kane (12, 67) scored. Una empresa con 20 años de experiencia.",
			[]string{"72", "41", "71", "78"}},
		// A label for ages with words before its colon; the second age after "they're".
		{"- Ages per intake: 58 and 55; no dependents\nThey're 9 and 6 so keep it gentle.\nPages per chapter: 12 and 14.",
			[]string{"58", "55", "9", "6"}},
		// Birthdays said in a chat, with the words a chat puts around them.
		{"she's turning 85 right?\nI'll be 39 and all alone\nich werde also 77 😄\ndu wirst ja dieses Jahr 73, da feiern wir\ncumplo 34 y hacemos algo\nyou're finally 21 lol\nnous a quitté a l'age de 87 ans\nDer Preis wird also 30 Euro betragen. I'm finally 5 minutes away.",
			[]string{"85", "39", "77", "73", "34", "21", "87"}},
		// A number right after a name the person detector found, in parentheses or between
		// commas, maybe after a note: not a year, a rank or a count with its noun.
		{"Ian was 89. Bert was 20 – check. Harpreet, just 17, batted. Ian was 5 minutes late; Tom was 3.5 hours in.",
			[]string{"89", "20", "17"}},
		{"Dear team, Jamie Fraser's 17 and Sally Brown’s 16. Tom Weber's 3 goals won it.", []string{"17", "16"}},
		// A whole number only, not the first digits of a decimal one.
		{"He is 1.80 m tall; she is 5.5 feet and Mom is 1.5 hours away. He is 45.", []string{"45"}},
		{"surely not, she'd be 43. May 1998, you're 19, at City. du warst 17, als du kamst; die ist erst 6. you are 5 minutes late.",
			[]string{"43", "19", "17", "6"}},
		{"Am Montag hat Jannik (16) gefehlt; Nico Williams (22) bleibt. Hildegard Wimmer (genannt Hilde), 88, kam. Julia Schuster (2019), Anna Berger (3.), Tom Weber, 12 Seiten. Docteur Dupeyroux, 5, Square de Messine. Great-granny Eileen (96!) will come.",
			[]string{"16", "22", "88", "96"}},
		// A chart's shorthand for years after the age: "(45y)", "(45 y)", "45yrs"; not a
		// Spanish "y" between two ages that no word for years follows, nor yards.
		{"Kofi (45y) and Ama (12 y) arrived. John Smith, 45yrs, smoker. Tom Weber (12 yards) ran. Ana, 45 y Pedro, 50 vinieron.", []string{"45", "12", "45"}},
		// A chart's age and sex after the name, and a record's fields set off by hyphens; not
		// a number and a letter that no word for years joins ("45 F Street"), nor a page.
		{"Ama Owusu 45y F, BP ok. Kofi Boateng 45M, rm 6. Yaw Asante - 45 - Accra. Esi Mensah 45 F Street. Page 3 - 45 - intro.", []string{"45", "45", "45"}},
		// A pet's age is no person's: after a word for an animal in the sentence, unless a
		// person is named between them or the animal word is part of a name.
		{"our cat is Biscuit, she's 12 and grumpy. Pets: 1 cat (Pierogi, 9 yrs). Hündin Rose (Mischling, 7 Jahre, 18 kg).", nil},
		{"Our dog Rex lives with my son Tom Becker, 17. Club legend Micky \"Mad Dog\" Foulkes, now 61, was there. " +
			"Le chien s'appelle Mochi. Yo tengo 70 años. „Das ist ein Hund“, erzählte der 58-Jährige.",
			[]string{"17", "61", "70", "58"}},
		// A squad's list: the shirt number in parentheses, then the age.
		{"Convocados:\nHugo Benítez (4), 10\nMarco Riva (5), 11, vuelve de lesión\n", []string{"10", "11"}},
		// An author list's affiliation marks are no ages, where the text lists affiliations.
		{"Authors:\n1. Chinedu Okafor (1)\n2. Elin Lindqvist (2)\nAffiliations: (1) Karolinska Institutet; (2) Uppsala", nil},
		// A casting note: the name, its age and a colon.
		{"• Eoin Mac Giolla Rua, 14: tape was shot on a phone. • Tobias Grünewald (Wren Talent), 16: great stillness.", []string{"14", "16"}},
		// An age between commas after a name, the year it is reached after it.
		{"the oldest apo (Manong Celso, 80 this year!) and Tom Weber, 12 this year's reports", []string{"80"}},
		// A sentence that names an age column over a list is no table's header: the list's
		// numbers are no ages.
		{"Send me the volunteers (name / age / experience):\n1. Rahim Uddin, framed 2 houses\n2. Dewi Kusumawati\n", nil},
		// Two ages in parentheses after a pair of names; an age after "both" or after two
		// adverbs; not two numbers of a thing.
		{"Raj & Kavita Patel (52 and 49) run a shop. Anjali & Vikram Nair, both 38, moved. Herr Paulsen ist übrigens erst 34, hat übernommen. Rooms (12 and 14).",
			[]string{"52", "49", "38", "34"}},
		// A birthday today after a name; a role set off by a comma, then the age in
		// parentheses; not a room's number.
		{"happy birthday Clément, 40 today 🎂\n6. Rodrigo Alves, group leader (38) – done. Tom Baker, room (12). Tom Weber, 12 todays",
			[]string{"40", "38"}},
		{"Anna Lee,   (38) hi", nil}, // no role between the comma and the parenthesis (it panicked)
		// A record's fields set off by dashes; not a range of numbers.
		{"3. Kwame Boateng — 11 — MID — parents Abena Boateng\n4. Jun-seo Lee – 10 – FWD\n5. Tom Weber – 10 – 12 – 14\n",
			[]string{"11", "10"}},
		// A name and a word for years; the ages a list gives before the last, which has the word.
		{"mes 2 enfants (Emma 6 ans et Nathan 3 ans). Pets: Oskar Berg 7 years old, Tom Weber 3 years later.",
			[]string{"6", "3", "7"}},
		// Children's ages listed in French; not a contract's years.
		{"5 enfants (âgés de 4, 6, 9 et 11 ans). Un contrat de 3, 5 ou 10 ans.",
			[]string{"4", "6", "9", "11"}},
		// A form in capitals writes the word for years in capitals too.
		{"2ND CONTACT: ROMEO VILLANUEVA (FATHER, 67 YRS) – lives in Quezon City\nPEDRO SANTOS (58 JAHRE)\nROOM 12 (3 UNITS)",
			[]string{"67", "58"}},
		// ... or with a word for years that ends the clause, or at the end of the line: not a
		// count of years of something else.
		{"Mitreisende:\n- Elsa Pettersson, 7 Jahre\n- meine Mutter Ingrid Becker, 64\n- Jonas Berg, 12 Jahre Erfahrung\n- Tom Weber, 3 ans de contrat",
			[]string{"7", "64"}},
		// Children's ages in parentheses joined by "&", and after a word for one's children in
		// lower case.
		{"Nguyen family: Thanh, Mai + kids Bao (12) & Vy (9). kids: mo (7) and layla (4). Box (12) of item (4).",
			[]string{"12", "9", "7", "4"}},
		{"10:15 Margarethe Vogl, 81 – B12 injection; 10:30 Walter Brandt, 77; Kassier: Reinhold Jäger, 1. Schützenmeister\nC/ Dr. Esquerdo, 46 – 28007 Madrid",
			[]string{"81", "77"}},
	}
	for _, tc := range tests {
		if got := spansOfType(ann, tc.text, "age"); !slices.Equal(got, tc.want) {
			t.Errorf("%q: ages %q, want %q", tc.text, got, tc.want)
		}
	}
}

// Ages said in passing, with no form of the rules around them, are the learned age model's
// (internal/agemodel): "Yiayia is 88 now", "Bin 29, werde … 30", a name, an address and
// "N Jahre" in a list of birthdays. Which of them it finds moves a little each time it is
// retrained (MODEL.md), so this asks for most of them, and for none of the numbers before
// another unit.
func TestAgeModelForms(t *testing.T) {
	text := "Yiayia is 88 now and she is sitting right here.\n[12:01] Emre: Bin 29, werde am 2. Juni 30 und du?\n" +
		"Josef Braunsberger, Am Anger 12, 90 Jahre.\nRoom 12, floor 3, 45 kg.\n"
	passing := []string{"88", "29", "30", "90"}
	rules := spansOfType(annotate.WithoutValueModels(defaultAnnotator(t)), text, "age")
	if len(rules) > 0 {
		t.Fatalf("the rules alone find ages %q here; the test wants ages only the model finds", rules)
	}
	found := 0
	for _, age := range spansOfType(defaultAnnotator(t), text, "age") {
		if !slices.Contains(passing, age) {
			t.Errorf("the model took %q for an age", age)
			continue
		}
		found++
	}
	if found < 3 {
		t.Errorf("the model finds %d of the ages said in passing %q, want 3 at least", found, passing)
	}
}
