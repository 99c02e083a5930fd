/** The embedded server's heap caps: it otherwise lets garbage grow to 600 MB under load. */
export const SERVER_V8_FLAGS = "--max-semi-space-size=1,--max-old-space-size=160";
