import { breadcrumbList, shouldShowBreadcrumbs, type Crumb } from '../../../shared/breadcrumbs';
import { jsonForScript } from '../Seo';

/**
 * Breadcrumbs (docs/browse.md "Product page"): only with 2 or more crumbs, each with its BreadcrumbList JSON-LD
 * beside it (valid in the body, and it can stream in with the crumbs).
 */
export function Breadcrumbs({ crumbs, label, origin }: { crumbs: Crumb[]; label: string; origin: string }) {
  if (!shouldShowBreadcrumbs(crumbs)) return null;
  return (
    <nav aria-label={label} className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={crumb.to}>
            {i === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <a href={crumb.to}>{crumb.name}</a>}
          </li>
        ))}
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(breadcrumbList(crumbs, origin)) }} />
    </nav>
  );
}
