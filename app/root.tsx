import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Footer } from "~/components/layout/footer";
import { NavigationOverlay } from "~/components/layout/navigation-overlay";
import { ScrollReveal } from "~/components/layout/scroll-reveal";
import { StaticPageScript } from "~/components/layout/static-page-script";
import { Navbar } from "~/components/layout/navbar";
import { TabTitleMessages } from "~/components/layout/tab-title-messages";
import { Toaster } from "~/components/layout/toaster";
import { useTheme } from "~/components/theme-toggle";
import stylesheet from "~/tailwind.css";
import { pageMeta } from "~/utils/meta";
import { StaticDocumentContext, useDocumentHydrates } from "~/utils/hydration";
import { useNonce } from "~/utils/nonce-provider";
import { isOfflineReply } from "~/utils/offline-reply";
import { useOptionalUser } from "~/utils/root-data";
import { THEME_COLORS } from "~/data/theme-colors";
import { loadRootData } from "~/utils/root-data.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export const meta: MetaFunction<typeof loader> = ({ matches }) => pageMeta(matches, undefined);

export async function loader({ request }: LoaderFunctionArgs) {
  return loadRootData(request);
}

/** An answer the learn page gave offline changed nothing on the server (docs/decisions/128). */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => (isOfflineReply(actionResult) ? false : defaultShouldRevalidate);

/**
 * Offline learning's duties on every page that hydrates (service worker, who is signed in, the
 * progress queue), loaded after hydration as a chunk of its own.
 */
function useOfflineSession(userId: number | null) {
  useEffect(() => {
    let stop = () => {};
    let active = true;
    import("~/offline/offline-session")
      .then(({ startOfflineSession }) => {
        if (active) stop = startOfflineSession(userId);
      })
      .catch(() => undefined);
    return () => {
      active = false;
      stop();
    };
  }, [userId]);
}

/** Pages where the donation widget must not load (SPEC §1: learning and live registration). */
const NO_DONATION_ROUTES = new Set(["routes/courses.$slug_.learn"]);

function DonationWidget({ src }: { src: string }) {
  const matches = useMatches();
  const nonce = useNonce();
  if (!src || matches.some((match) => NO_DONATION_ROUTES.has(match.id))) return null;
  return <script src={src} async nonce={nonce} data-testid="donation-widget" />;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const theme = useTheme();
  const hydrates = useDocumentHydrates();
  return (
    <html lang="es" className={theme} style={{ colorScheme: theme }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        <meta name="theme-color" content={THEME_COLORS[theme]} />
        {/* Before any module: zod's JIT probe (`new Function`) would be a CSP violation without
            'unsafe-eval'; zod reads its shared config from this global (docs/decisions/075). */}
        {hydrates ? (
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: "globalThis.__zod_globalConfig={jitless:true}" }}
          />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#contenido"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[70] focus:rounded-lg focus:bg-brand-600 focus:px-4 focus:py-2 focus:text-white"
        >
          Saltar al contenido
        </a>
        {children}
        {hydrates ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : data?.staticPageScript ? (
          <StaticPageScript src={data.staticPageScript} nonce={nonce} />
        ) : null}
        {data?.site.donationWidgetUrl ? <DonationWidget src={data.site.donationWidgetUrl} /> : null}
      </body>
    </html>
  );
}

function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const leaving =
    navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  // The first document shows its content at once (never waiting on an animation or on JS): the
  // fade-in only plays once the location differs from the one the page was loaded (and hydrated)
  // with. Horizontal overflow is clipped so slide-in effects never widen the page.
  const firstKey = useRef(location.key);
  const navigated = location.key !== firstKey.current;
  return (
    <main
      id="contenido"
      key={location.pathname}
      className={`flex-1 overflow-x-clip transition-opacity duration-300 ${navigated ? "animate-fade-in" : ""} ${leaving ? "opacity-0" : "opacity-100"}`}
    >
      {children}
    </main>
  );
}

export default function App() {
  const hydrates = useDocumentHydrates();
  useOfflineSession(useOptionalUser()?.id ?? null);
  return (
    <StaticDocumentContext.Provider value={!hydrates}>
      <Navbar />
      <PageTransition>
        <Outlet />
      </PageTransition>
      <Footer />
      <Toaster />
      {/* Shown only during client navigations: a static page has none. */}
      {hydrates ? <NavigationOverlay /> : null}
      <TabTitleMessages />
      <ScrollReveal />
    </StaticDocumentContext.Provider>
  );
}

export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) {
    // The root loader itself failed: no navbar data, so render the message alone.
    return (
      <main id="contenido" className="flex-1">
        <GeneralErrorBoundary />
      </main>
    );
  }
  return (
    <>
      <Navbar />
      <main id="contenido" className="flex-1">
        <GeneralErrorBoundary />
      </main>
      <Footer />
    </>
  );
}
