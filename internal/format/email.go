package format

// Placeholder until the e-mail parser lands; replaced by its real implementation.
func ValidEmail(text string) bool { return false }
