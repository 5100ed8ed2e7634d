export * from './constants.js';
export * from './messages.js';
export * from './schemas/common.js';
export * from './schemas/users.js';
export * from './schemas/auth.js';
export * from './schemas/settings.js';
export * from './schemas/blog.js';
export * from './schemas/contact.js';
