/** The MCP face of skill access: server, tools, resources, the Skills Extension, transport, watcher. */
export * from './server.js';
export * from './tools.js';
export * from './resources.js';
export * from './instructions.js';
export * from './initialize.js';
export * from './first-line.js';
export * from './watch.js';
export * from './served.js';
export * from './manifest.js';
export * from './extension.js';
export * from './stdio.js';
