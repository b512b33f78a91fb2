package main

// devTemplates are the prompts of the dev split, which detectors may be tuned on. They are
// not the held-out templates.
var devTemplates = []template{
	{"mail-en", `
Hi «p1.f», quick reminder that «p2» (DOB «date:us», SSN «ssn») starts on «date:recentenmd». Reach her at «phone:usdash». — «p3.f»`},
	{"mail-de", `
Liebe «p1.f», der Termin ist am «date:recentdedm» um 10 Uhr. Bitte ruf «p2» unter «phone:demob» an. Sie ist «age» Jahre alt und seit «date:recentdemy» bei uns.`},
	{"mail-fr", `
Bonjour, je m'appelle «p1» et j'ai «age» ans. Je serai disponible à partir du «date:recentfrdm». Mon portable : «phone:fr».`},
	{"mail-es", `
Estimado «p1.l»: la reunión con «p2» será el «date:recentesdm». Nació el «date:es». Móvil: «phone:esnat».`},
	{"syslog", `
«date:recentsyslog» db02 postgres[«num:5»]: connection received: host=«ipv4» port=«num:5»
«date:recentsyslog» db02 CRON[«num:4»]: (root) CMD (run-parts /etc/cron.hourly)`},
	{"apache", `
«ipv4» - - [«date:recentapache»] "GET /api/users/«num:5» HTTP/1.1" 200 «num:4»
«ipv4» - - [«date:recentapache»] "DELETE /api/session HTTP/1.1" 204 0`},
	{"logts", `
«date:recentlogts» ERROR billing charge failed for «email» amount=«money:usd»
«date:recentisots» WARN retrying in 30s`},
	{"hl7", `
MSH|^~\&|RIS|MED|PACS|MED|«date:recenthl7ts»||ORM^O01|«num:6»|P|2.4
PID|1||«num:8»||«p1.L»^«p1.F»^^^||«date:hl7d»|M|||«num:4» «street»^^«city»^NY^«zip»||«phone:usdash»`},
	{"csv-age", `
id,name,age,city
«num:4»,«p1»,«age»,«city»
«num:4»,«p2»,«age»,«city»
«num:4»,«p3»,«age:old»,«city»`},
	{"csv-contacts", `
name;phone;zip
«p1»;«phone:usbare»;«zip»
«p2»;«phone:us»;«zip»`},
	{"md-age", `
| Employee | Age | Start |
|---|---|---|
| «p1» | «age» | «date:recentenmd» |
| «p2» | «age» | «date:recentenmy» |`},
	{"json", `
{"patient": "«p1»", "age": «age», "zip": "«zip»", "ssn": "«ssn:bare»", "phone": "«phone:usbare»", "visit": "«date:recentiso»"}`},
	{"sql", `
INSERT INTO customers (name, age, zip, phone) VALUES ('«p1»', «age», '«zip»', '«phone:usdash»');`},
	{"apposition", `
The CEO, «p1», «age», told reporters on «date:recentenmd» that «p2», «age», would succeed him.`},
	{"ages-fr-es", `
J'ai «age» ans et ma fille a «age:child» ans. Âge : «age» ans. Tengo «age» años.`},
	{"ages-de", `
Der «age»-jährige Fahrer und seine «age»-jährige Beifahrerin wurden verletzt. Alter: «age».`},
	{"phones-national", `
Contacts: Ankara office tel «phone:tr»; Manila support mobile «phone:ph»; Tokyo cell «phone:jpmob»; Beijing mobile «phone:cnmob».`},
	{"phones-intl", `
Branches: «phone:ng», «phone:br», «phone:mx», «phone:ru», «phone:za», «phone:au», «phone:trintl», «phone:phintl».`},
	{"phone-field", `
{"name": "«p1»", "phone": "«phone:cnmob»"}
{"name": "«p2»", "phone": "«phone:tr»"}
{"name": "«p3»", "phone": "«phone:jpmob»"}`},
	{"ssn-label", `
Applicant SSN «ssn:bare», co-applicant social security number: «ssn:bare». Case «num:9».`},
	{"dates-en", `
We met on «date:recentenmd», signed in «date:recentenmy», and closed on «date:recentenmdth». Invoice dated «date:recentendmy».`},
	{"dates-de-fr", `
Frist: «date:recentdedm». Échéance : «date:recentfrdm». Rendez-vous en «date:recentfrmy». Seit «date:recentdemy».`},
	{"dates-es", `
Firmado el «date:es» y renovado el «date:recentesdm».`},
	{"zip-fields", `
zip_code,city
«zip»,«city»
«zip»,«city»
Send to «addr». ZIP: «zip4».`},
	{"negatives", `
Version «ver» released «date:recentiso», port 8080, ticket «num:5», timeout 30s, BP 128/82, Q4 2023, 3/4 cup, aged 18 years whisky, 5-year-old car, employee «num:5», PID «num:5», ext. 4412.`},
	{"intake", `
Name: «p1»
DOB: «date:us»
Age: «age»
Phone: «phone:usdot»
SSN: «ssn»
Address: «addr»`},
	{"chat", `
«p1.fl»: ok see u «date:recentenmd»
«p2.fl»: cool, my new number is «phone:usdash»`},
	{"contract", `
This lease is made on «date:recenten» between «p1» and «p2», «age», of «addr». Term: 12 months. Rent: «money:usd» per month.`},
	{"clinical", `
«age» yo M with hx of HTN, seen «date:recentusshort». Son «p1.f» («phone:usdash») present. F/u in 2 weeks.`},
	{"wire", `
Überweisung an «p1», IBAN «iban», Betrag «money:eur», am «date:recenteu».`},
}
