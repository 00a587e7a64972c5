/**
 * The project config's file name, on its own so renderers that mention it (check's text
 * footer) need not import the schema and the engines it names.
 */

/**
 * File looked up in the checked directory and each folder above it up to the repository root
 * (the folder holding `.git`), then in the working directory. JSON with comments (JSONC).
 */
export const CONFIG_FILE_NAME = 'skillscope.config.json';

/** Where the JSON Schema of the config sits in the installed package, for `"$schema"`. */
export const CONFIG_SCHEMA_PATH = 'schema/skillscope.config.schema.json';
