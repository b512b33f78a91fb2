package format

// Placeholder until the phone parser lands; replaced by its real implementation.
func ValidPhone(text string) bool { return false }
