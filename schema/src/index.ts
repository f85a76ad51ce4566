export * from './common-passwords.js';
export * from './enums.js';
export * from './errors.js';
export * from './limits.js';
export * from './messages.js';
export * from './restore-window.js';
export * from './topics.js';
export * from './validation.js';
