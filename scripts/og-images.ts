// Stub: the illustration work renders the Open Graph PNGs into dist/og here, after prerender.
