// The contact form (public, mailed to the club) and the back office's inbox.
import { defineFeature } from '../../feature.js';
import { contactRoutes } from './contact.routes.js';

export default defineFeature({ name: 'contact', routes: contactRoutes });
