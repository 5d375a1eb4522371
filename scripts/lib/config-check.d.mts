/** Every problem of a wrangler.toml text, as lines naming the environment and the key; empty when sound. */
export function configFileProblems(text: string, name?: string): Promise<string[]>;
/** Throws with every problem of the project's wrangler.toml. */
export function checkConfig(file?: string): Promise<void>;
