// Placeholder so the package builds until the module lands.
