export { type Article, type ArticleBlock, type ArticleSection, articleWordCount } from "./research/article.js";
export { clarityInfrastructure } from "./research/clarity-infrastructure.js";
