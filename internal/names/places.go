package names

import (
	_ "embed"
)

// places is data/places.txt: the lower-case names of one word of the world's towns of 100,000
// people or more, one a line, sorted by bytes (see scripts/places-data).
//
//go:embed data/places.txt
var places string

// IsPlace reports whether a lower-case word is the name of a town or city of 100,000 people or
// more ("bradford", "kayseri", "saint-étienne"). Many are names of people too ("florence",
// "jackson"): the caller reads the context. It searches the embedded list in place.
func IsPlace(low string) bool {
	_, ok := findLine(places, low)
	return ok
}

// placePhrases is data/placephrases.txt: the lower-case names of two to five words of the
// world's towns of 15,000 people or more ("bahir dar", "mar del plata"), one a line, sorted by
// bytes (see scripts/places-data).
//
//go:embed data/placephrases.txt
var placePhrases string

// IsPlacePhrase reports whether a lower-case run of words parted by single spaces is the name
// of a town or city of 15,000 people or more ("bahir dar", "milton keynes"). Some are names of
// people too ("santa cruz"): the caller reads the context.
func IsPlacePhrase(low string) bool {
	_, ok := findLine(placePhrases, low)
	return ok
}

// countries is data/countries.txt: the lower-case names of the world's countries,
// territories, continents and world regions in English, German, French and Spanish, one a
// line, sorted by bytes (see scripts/countries-data).
//
//go:embed data/countries.txt
var countries string

// IsCountry reports whether a lower-case word, or run of words parted by single spaces, is the
// name of a country, territory, continent or world region in English, German, French or
// Spanish ("albanien", "côte d'ivoire", "nordafrika"). Some are names of people too
// ("jordan", "malte"): the caller checks.
func IsCountry(low string) bool {
	_, ok := findLine(countries, low)
	return ok
}

// famous is data/famous.txt: the lower-case word by which each of the world's most famous
// people is named alone ("obama", "beethoven", "molière"), one a line, sorted by bytes (see
// scripts/famous-data).
//
//go:embed data/famous.txt
var famous string

// IsFamous reports whether a lower-case word names alone a person famous the world over: the
// surname, or the one name, of someone with a Wikipedia article in more than 25 languages
// ("obama", "putin", "plato"). Many are words or given names too ("bush", "karl"): the caller
// reads the context.
func IsFamous(low string) bool {
	_, ok := findLine(famous, low)
	return ok
}
