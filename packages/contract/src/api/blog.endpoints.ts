import {
  AdminBlogPost,
  AdminBlogPosts,
  BlogArticle,
  BlogArticleQuery,
  BlogListQuery,
  BlogPage,
  BlogSlugParam,
  SaveBlogPostRequest,
} from '../blog.ts';
import { IdParam } from '../cashier.ts';
import { endpoint } from '../endpoint.ts';
import { blogRoutes as r } from './blog.routes.ts';

export const blogEndpoints = {
  list: endpoint(r.list, { query: BlogListQuery, response: BlogPage }),
  article: endpoint(r.article, { params: BlogSlugParam, query: BlogArticleQuery, response: BlogArticle }),
  adminList: endpoint(r.adminList, { response: AdminBlogPosts }),
  adminCreate: endpoint(r.adminCreate, { body: SaveBlogPostRequest, response: AdminBlogPost }),
  adminUpdate: endpoint(r.adminUpdate, {
    params: IdParam,
    body: SaveBlogPostRequest,
    response: AdminBlogPost,
  }),
};
