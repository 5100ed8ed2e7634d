// The blog: public stories (and their cards for the home and blog pages) and the back office's
// post management.
import { defineFeature } from '../../feature.js';
import { blogRoutes } from './blog.routes.js';
import { seedBlog } from './blog.seed.js';

export default defineFeature({
  name: 'blog',
  routes: blogRoutes,
  // After the bootstrap administrator exists (main.ts), whose name signs the posts.
  seed: { order: 20, run: seedBlog },
  imageReferences: [{ table: 'blog_posts', column: 'image_url' }],
});
