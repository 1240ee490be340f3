import { parseBlogDate } from '../../engine/i18n/index.ts';
import type { ContentNode, PageRecord } from '../../schemas/index.ts';

/** SPEC §9: at most 4 latest posts, at most 5 featured posts per category. */
export const BLOG_LATEST_MAX = 4;
export const BLOG_FEATURED_MAX = 5;

type BlogProperties = NonNullable<PageRecord['blog']>;

/** A blog page as the content node API returns it (GET /api/content/nodes/{node}/true?type=blogCategory). */
export interface BlogContentNode extends ContentNode {
  properties: ContentNode['properties'] & { blog?: BlogProperties };
  children?: BlogContentNode[];
}

export interface BlogCardData {
  id: number;
  path: string;
  title: string;
  summary: string;
  category: string;
  categoryText: string;
  date: Date;
  heroImage?: string;
}

export interface BlogTab {
  /** The category id; 'all' for the blog index. */
  category: string;
  text: string;
  path: string;
  icon?: string;
}

export interface FeaturedGroup {
  category: string;
  heading?: string;
  posts: BlogCardData[];
}

export interface BlogView {
  tabs: BlogTab[];
  latest: BlogCardData[];
  featured: FeaturedGroup[];
}

export interface BlogViewOptions {
  /** One category only; every category when absent or 'all'. */
  category?: string;
  latestMax?: number;
  featuredMax?: number;
  /** The text of the tab of all categories. */
  allText: string;
}

const clamp = (wanted: number | undefined, max: number) => Math.max(0, Math.min(wanted ?? max, max));
const newestFirst = (a: BlogCardData, b: BlogCardData) => b.date.getTime() - a.date.getTime() || a.title.localeCompare(b.title);

/** `/blog/strategy` → `/blog`: the index sits one level above its categories. */
const parentPath = (path: string) => path.replace(/\/[^/]+\/?$/, '') || '/';

function toCard(post: BlogContentNode, category: BlogContentNode): BlogCardData {
  const blog = post.properties.blog;
  return {
    id: post.id,
    path: post.path,
    title: post.properties.meta.title,
    summary: blog?.summary ?? post.properties.meta.description ?? '',
    category: blog?.category ?? category.properties.blog?.category ?? '',
    categoryText: blog?.categoryText ?? category.properties.blog?.categoryText ?? '',
    date: parseBlogDate(blog?.dateCreated ?? '01-01-1970'),
    ...(blog?.heroImage ? { heroImage: blog.heroImage } : {}),
  };
}

/**
 * The blog grid from the category pages and their posts (SPEC §2 Blog): a tab per category after
 * "All", the latest posts, and each category's featured posts, newest first.
 */
export function buildBlogView(categories: readonly BlogContentNode[], options: BlogViewOptions): BlogView {
  const sorted = categories
    .filter((node) => node.contentType === 'blogCategory' && node.properties.blog)
    .sort((a, b) => a.path.localeCompare(b.path));
  const only = options.category && options.category !== 'all' ? options.category : undefined;
  const shown = only ? sorted.filter((node) => node.properties.blog?.category === only) : sorted;

  const tabs: BlogTab[] = sorted.length
    ? [
        { category: 'all', text: options.allText, path: parentPath(sorted[0]!.path) },
        ...sorted.map((node) => ({
          category: node.properties.blog!.category,
          text: node.properties.blog!.categoryText,
          path: node.path,
          ...(node.properties.blog!.navigationMenuIcon ? { icon: node.properties.blog!.navigationMenuIcon } : {}),
        })),
      ]
    : [];

  const postsOf = (node: BlogContentNode) =>
    (node.children ?? []).filter((child) => child.contentType === 'blogPost').map((post) => toCard(post, node));

  const latest = shown.flatMap(postsOf).sort(newestFirst).slice(0, clamp(options.latestMax, BLOG_LATEST_MAX));
  const featuredMax = clamp(options.featuredMax, BLOG_FEATURED_MAX);
  const featured = shown
    .map((node) => ({
      category: node.properties.blog!.category,
      heading: node.properties.blog!.featuredPostsHeader,
      posts: (node.children ?? [])
        .filter((child) => child.contentType === 'blogPost' && child.properties.blog?.featured === true)
        .map((post) => toCard(post, node))
        .sort(newestFirst)
        .slice(0, featuredMax),
    }))
    .filter((group) => group.posts.length > 0);

  return { tabs, latest, featured };
}
