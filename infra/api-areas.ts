/**
 * The API's route areas: how the route table is cut into the API stack's nested stacks. An area is the
 * business area whose folder holds a route's handler (`catalogue/get-dishes` → functions/src/catalogue/handlers/get-dishes.ts
 * → `catalogue`), so it follows the code's own layout
 * and a new route lands in its area without anyone keeping a list. Each area's routes live in one nested
 * stack (infra/stacks/api-area-stack.ts); an area past maxRoutesPerAreaStack is cut into parts.
 */
import type { Route } from '../functions/src/routes.ts';

/**
 * CloudFormation resources each route costs in its area's stack: the function, its role and policy, the
 * HTTP route, its integration and the permission for API Gateway to invoke the function.
 */
export const resourcesPerRoute = 6;

/**
 * The most routes one area stack holds: 40 × 6 = 240 resources plus the area's alarms, far under
 * CloudFormation's 500 (and the 400 the infra test allows), so a growing area has room before it splits.
 */
export const maxRoutesPerAreaStack = 40;

export type ApiArea = {
  /** The business area, e.g. `kitchen`. */
  area: string;
  /** The nested stack's construct id and the area's name in alarms and the dashboard: `Kitchen`, or `Kitchen1`, `Kitchen2` for a split area. */
  id: string;
  routes: readonly Route[];
};

/** The business area of a route's handler (its folder under functions/src). */
export function routeArea(route: Route): string {
  const [area, ...rest] = route.handler.split('/');
  if (!area || rest.length === 0)
    throw new Error(`The handler ${route.handler} is not in an area folder (<area>/<name>: functions/src/<area>/handlers/<name>.ts).`);
  return area;
}

const pascalCase = (name: string) =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

/**
 * The areas of a route table, in the order each first appears, each with its routes in table order. An
 * area with more than `maxRoutes` routes is cut into the fewest parts that fit (their sizes at most one apart), in table order (the
 * table groups an area's related routes together, so the parts stay coherent). The result depends only
 * on the table: the same table always gives the same stacks.
 */
export function apiAreas(routes: readonly Route[], maxRoutes = maxRoutesPerAreaStack): ApiArea[] {
  const byArea = new Map<string, Route[]>();
  for (const route of routes) {
    const area = routeArea(route);
    byArea.set(area, [...(byArea.get(area) ?? []), route]);
  }
  return [...byArea].flatMap(([area, areaRoutes]) => {
    const parts = Math.ceil(areaRoutes.length / maxRoutes);
    if (parts <= 1) return [{ area, id: pascalCase(area), routes: areaRoutes }];
    const cut = (i: number) => Math.floor((i * areaRoutes.length) / parts);
    return Array.from({ length: parts }, (_, i) => ({ area, id: `${pascalCase(area)}${i + 1}`, routes: areaRoutes.slice(cut(i), cut(i + 1)) }));
  });
}
