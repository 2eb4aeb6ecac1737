/** The major release of .nvmrc that every entry point requires (supported-node.cjs). */
export declare const REQUIRED_NODE_MAJOR: number;
/** What is wrong with running on Node `version`, or null when it is `requiredMajor` (default REQUIRED_NODE_MAJOR) or newer. */
export declare function nodeVersionProblem(version: string, requiredMajor?: number, execPath?: string): string | null;
/** Prints the problem with the running Node and exits 1; nothing on a supported one. */
export declare function exitOnUnsupportedNode(): void;
