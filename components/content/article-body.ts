/**
 * Typography for rendered markdown (blog posts, legal texts): the site has no typography plugin,
 * so the element styles are set here once.
 */
export const ARTICLE_BODY_CLASS = [
  'mt-10 text-lg leading-relaxed text-foreground/90',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-foreground',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-foreground',
  '[&_h4]:mt-6 [&_h4]:font-semibold',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_strong]:font-semibold [&_strong]:text-foreground [&_hr]:my-8',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:text-base [&_th]:border-b [&_th]:p-2 [&_th]:text-left [&_td]:border-b [&_td]:p-2',
  '[&_img]:mt-6 [&_img]:rounded-xl [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1',
].join(' ')
