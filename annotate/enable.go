package annotate

// enable turns a type that is off by default (enabled = false) on.
func (b *builder) enable(id string) bool {
	t, ok := b.byID[id]
	if !ok {
		return false
	}
	if t.Disabled {
		c := *t
		c.Disabled = false
		b.replace(&c)
	}
	return true
}

func (b *builder) replace(t *Type) {
	for i := range b.types {
		if b.types[i].ID == t.ID {
			b.types[i] = t
		}
	}
	b.byID[t.ID] = t
}

// dropDisabled leaves the types that are still off out of the registry.
func (b *builder) dropDisabled() {
	for _, t := range append([]*Type(nil), b.types...) {
		if t.Disabled {
			b.disable(t.ID)
		}
	}
}
