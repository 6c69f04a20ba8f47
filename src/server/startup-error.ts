/** A reason the server cannot start that the operator can act on: printed as is (pt-BR), exit 1. */
export class StartupError extends Error {}
