/**
 * The page routes the route sweep (route-sweep.spec.ts) opens, and the concrete address of each.
 *
 * The inventory is read from app/routes like tests/support/route-inventory.ts, but without
 * importing the route modules (Playwright cannot load them): a file is a page when its source has
 * a default export. Only the pure helper that turns a file name into a URL pattern is shared.
 */
import fs from "node:fs";
import path from "node:path";

import { urlPatternOf } from "../support/route-inventory";

export const ROLES = ["anonymous", "student", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** Ids the demo seed does not fix, found at test time (see the sweep's worker fixture). */
export type SweepIds = {
  courseId: number;
  moduleId: number;
  publicId: string;
  /** A certificate the sweep's student earned on a short course of its own. */
  certificateCode: string;
  /** The sweep's student's account id (the admin's person page). */
  studentId: number;
  /** A message in the outbox (the admin's "Correos" message page). */
  emailId: number;
};

export type SweptPage = {
  /**
   * An address with `{courseId}`, `{moduleId}`, `{publicId}`, `{certificateCode}`, `{studentId}`,
   * `{emailId}` filled in at test
   * time.
   */
  path: string;
  /**
   * The document status a role lands on when it is not 200 (after redirects), e.g. the intentional
   * 404 of the not-found page. Redirects (admin pages → /auth) need no entry: what the role lands
   * on is swept.
   */
  status?: Partial<Record<Role, number>>;
  /** With JS, a selector that shows the page has finished what it does after hydration. */
  readyWithJs?: string;
};

const EVERYONE_404 = { anonymous: 404, student: 404, admin: 404 };

/**
 * Where an anonymous visitor of a page that needs a session lands: the sign-in form, which sends
 * them back afterwards. Every such page redirects to `/auth?redirectTo=<its address>`, the same
 * page with another hidden value; this one (the longest, with a query of its own) is swept, and
 * each of the others is checked to redirect there (route-sweep.spec.ts, landingSweptElsewhere).
 */
export const SIGN_IN_AND_BACK =
  "/auth?redirectTo=%2Fadmin%2Fcertificates%3Fq%3D{certificateCode}%26revoke%3D{certificateCode}";

/**
 * Every page route's address(es). The student is enrolled in web-development (so its learn page
 * is the player); the admin is not (the learn page answers "Acceso Denegado", 403). A second
 * address is listed where one route renders a different page: a live course's detail and learn
 * pages (the registration form), and the register tab of /auth. A role that an address redirects
 * to another listed address (or to the sign-in form and back) is checked to land there, and that
 * page is swept once, by its own address.
 */
export const SWEPT_PAGES: Record<string, SweptPage[]> = {
  "/": [{ path: "/" }],
  "/*": [{ path: "/esta-pagina-no-existe", status: EVERYONE_404 }],
  "/about": [{ path: "/about" }],
  "/admin": [{ path: "/admin" }],
  "/admin/certificates": [
    { path: "/admin/certificates" },
    // The no-JS confirmation steps: revoke, re-issue (a search for the code keeps the list short).
    { path: "/admin/certificates?q={certificateCode}&revoke={certificateCode}" },
    { path: "/admin/certificates?reissue={certificateCode}" },
  ],
  "/admin/comments": [{ path: "/admin/comments" }],
  "/admin/emails": [{ path: "/admin/emails" }, { path: "/admin/emails?status=pending" }],
  "/admin/emails/:emailId": [{ path: "/admin/emails/{emailId}" }],
  "/admin/courses": [{ path: "/admin/courses" }],
  "/admin/courses/:courseId/modules": [{ path: "/admin/courses/{courseId}/modules" }],
  "/admin/courses/:courseId/modules/:moduleId": [
    { path: "/admin/courses/{courseId}/modules/{moduleId}" },
  ],
  "/admin/messages": [{ path: "/admin/messages" }],
  "/admin/registrations": [
    { path: "/admin/registrations" },
    // The no-JS step of 'Emitir certificado' (an id not on the page shows the plain list).
    { path: "/admin/registrations?issue=1" },
  ],
  "/admin/students": [{ path: "/admin/students" }, { path: "/admin/students?q=e2e" }],
  // The person page, and its no-JS confirmation steps (each a panel above the actions).
  "/admin/students/:userId": [
    { path: "/admin/students/{studentId}" },
    { path: "/admin/students/{studentId}?confirm=send-reset" },
    { path: "/admin/students/{studentId}?confirm=block" },
    { path: "/admin/students/{studentId}?confirm=grant-admin" },
    { path: "/admin/students/{studentId}?confirm=delete" },
  ],
  "/admin/team": [{ path: "/admin/team" }],
  "/admin/testimonials": [{ path: "/admin/testimonials" }],
  "/auth": [
    { path: "/auth" },
    { path: "/auth?tab=register" },
    // Where a signed-in student is sent from every admin page ('Acceso denegado').
    { path: "/auth?denied=admin" },
    { path: SIGN_IN_AND_BACK },
  ],
  "/certificates": [
    { path: "/certificates" },
    { path: "/certificates?code=WCA-0000-0000-0000-0000", status: EVERYONE_404 },
  ],
  "/certificates/:code": [
    { path: "/certificates/{certificateCode}" },
    { path: "/certificates/WCA-0000-0000-0000-0000", status: EVERYONE_404 },
  ],
  "/contact": [{ path: "/contact" }],
  "/cookies": [{ path: "/cookies" }],
  "/courses": [{ path: "/courses" }],
  "/courses/:slug": [{ path: "/courses/web-development" }, { path: "/courses/robotica-en-vivo" }],
  "/courses/:slug/learn": [
    { path: "/courses/web-development/learn", status: { admin: 403 } },
    { path: "/courses/robotica-en-vivo/learn" },
  ],
  // Loaded at 360 px: the hydrated page mounts the light editor there (Monaco on wider screens).
  "/editor": [{ path: "/editor", readyWithJs: ".code-editor" }],
  "/forgot-password": [{ path: "/forgot-password" }],
  "/reset-password": [
    { path: "/reset-password" },
    { path: "/reset-password?sent=1" },
    { path: "/reset-password?token=enlace-que-no-existe-0000000000000000000000" },
  ],
  "/verify-email": [
    { path: "/verify-email" },
    { path: "/verify-email?token=enlace-que-no-existe-0000000000000000000000" },
  ],
  "/editor/p/:publicId": [{ path: "/editor/p/{publicId}" }],
  "/merch": [{ path: "/merch" }],
  "/merch/:id": [{ path: "/merch/1" }],
  // What the service worker shows offline; online it is a plain page with an empty list.
  "/offline": [{ path: "/offline" }],
  "/privacy": [{ path: "/privacy" }],
  "/profile": [{ path: "/profile" }],
  "/terms": [{ path: "/terms" }],
};

export function concretePath(template: string, ids: SweepIds) {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = ids[name as keyof SweepIds];
    if (value === undefined) throw new Error(`No id for {${name}} in ${template}`);
    return String(value);
  });
}

const ROUTES_DIR = path.resolve("app/routes");

/** URL patterns of the route files that render a page (a default export), layouts included. */
export function pageRoutePatterns() {
  const patterns = new Map<string, string[]>();
  for (const entry of fs.readdirSync(ROUTES_DIR, { withFileTypes: true })) {
    let file: string | undefined;
    let routeName: string;
    if (entry.isFile()) {
      if (!/\.(tsx?|jsx?)$/.test(entry.name) || entry.name.includes(".test.")) continue;
      file = entry.name;
      routeName = entry.name.replace(/\.(tsx?|jsx?)$/, "");
    } else if (entry.isDirectory()) {
      // Folder routes: `name/route.tsx`.
      const inner = fs
        .readdirSync(path.join(ROUTES_DIR, entry.name))
        .find((name) => /^route\.(tsx?|jsx?)$/.test(name));
      if (!inner) continue;
      file = `${entry.name}/${inner}`;
      routeName = entry.name;
    } else continue;
    const source = fs.readFileSync(path.join(ROUTES_DIR, file), "utf8");
    if (!/^export default\b/m.test(source)) continue;
    const { pattern } = urlPatternOf(routeName);
    patterns.set(pattern, [...(patterns.get(pattern) ?? []), file]);
  }
  return patterns;
}
