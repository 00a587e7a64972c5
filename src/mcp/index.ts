/** The MCP face of skill access (issue 11): server, tools, resources, watcher. */
export * from './server.js';
export * from './tools.js';
export * from './resources.js';
export * from './instructions.js';
export * from './watch.js';
