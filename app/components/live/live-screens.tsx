import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import type { LiveDetails } from "../../../db/schema";
import { buttonClasses } from "~/components/ui/button";
import {
  CalendarCheckIcon,
  CalendarIcon,
  CheckIcon,
  ClockIcon,
  MapPinIcon,
  PhoneIcon,
  VideoIcon,
  type IconProps,
} from "~/components/ui/icons";

const LIVE_FACTS: {
  key: keyof LiveDetails;
  label: string;
  Icon: (props: IconProps) => ReactNode;
}[] = [
  { key: "liveDuration", label: "Duración", Icon: ClockIcon },
  { key: "schedule", label: "Horario", Icon: CalendarIcon },
  { key: "modality", label: "Modalidad", Icon: VideoIcon },
  { key: "address", label: "Dirección", Icon: MapPinIcon },
  { key: "contact", label: "Contacto", Icon: PhoneIcon },
];

const ICON_TONES = {
  brand: "text-brand-600 dark:text-brand-400",
  live: "text-red-600 dark:text-red-400",
} as const;

/**
 * A live course's facts (SPEC §3 liveDetails: duration, schedule, modality, address, contact) as
 * a definition list, on the course page, the registration page and the 'Ya estás registrado'
 * screen. Facts without a value are left out.
 */
export function LiveDetailsList({
  details,
  tone = "brand",
}: {
  details: LiveDetails | null;
  tone?: keyof typeof ICON_TONES;
}) {
  if (!details) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Pronto publicaremos el horario y la sede de este curso.
      </p>
    );
  }
  return (
    <dl className="space-y-4" data-testid="live-details">
      {LIVE_FACTS.filter(({ key }) => details[key]).map(({ key, label, Icon }) => (
        <div key={key}>
          <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
            <Icon className={`h-4 w-4 ${ICON_TONES[tone]}`} />
            {label}
          </dt>
          <dd className="mt-1 pl-6 text-sm text-slate-800 dark:text-slate-200">{details[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

function ScreenCard({
  icon,
  tone,
  children,
}: {
  icon: ReactNode;
  tone: "green" | "blue";
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
      <div
        className={`mx-auto flex h-16 w-16 items-center justify-center rounded-full ${
          tone === "green"
            ? "bg-emerald-100 text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-300"
            : "bg-brand-100 text-brand-700 dark:bg-brand-900/50 dark:text-brand-300"
        }`}
      >
        {icon}
      </div>
      {children}
    </div>
  );
}

function ContactLine({ phone }: { phone: string }) {
  return (
    <p className="mt-4 text-slate-600 dark:text-slate-400">
      Si tienes alguna duda, comunícate al{" "}
      <a
        href={`tel:${phone.replace(/[^\d+]/g, "")}`}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
      >
        {phone}
      </a>
      .
    </p>
  );
}

function ScreenActions({ courseSlug }: { courseSlug: string }) {
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      <Link to={`/courses/${courseSlug}`} className={buttonClasses({ variant: "secondary" })}>
        Volver al curso
      </Link>
      <Link to="/courses" className={buttonClasses()}>
        Explorar más cursos
      </Link>
    </div>
  );
}

/** Shown right after a successful registration (SPEC §2 "Live course flow"). */
export function RegistrationSuccess({
  courseTitle,
  courseSlug,
  contactPhone,
}: {
  courseTitle: string;
  courseSlug: string;
  contactPhone: string;
}) {
  return (
    <ScreenCard icon={<CheckIcon className="h-8 w-8" />} tone="green">
      <h1 className="mt-6 text-3xl font-bold text-slate-900 dark:text-white">
        ¡Muchas gracias por registrarte!
      </h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
        Tu registro a <strong>{courseTitle}</strong> quedó guardado.
      </p>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        Unos días antes del inicio del curso te enviaremos un mensaje para confirmar tu asistencia y
        la modalidad (presencial o virtual) en la que tomarás las clases.
      </p>
      <ContactLine phone={contactPhone} />
      <ScreenActions courseSlug={courseSlug} />
    </ScreenCard>
  );
}

/** Shown on later visits once the user holds a registration for the course. */
export function AlreadyRegistered({
  courseTitle,
  courseSlug,
  details,
  registration,
  contactPhone,
  notice,
}: {
  courseTitle: string;
  courseSlug: string;
  details: LiveDetails | null;
  registration: { preferredModality: string; hasLaptop: boolean; registeredAt: string };
  contactPhone: string;
  notice?: string;
}) {
  return (
    <ScreenCard icon={<CalendarCheckIcon className="h-8 w-8" />} tone="blue">
      <h1 className="mt-6 text-3xl font-bold text-slate-900 dark:text-white">
        Ya estás registrado
      </h1>
      {notice ? (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
        >
          {notice}
        </p>
      ) : null}
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
        Tu lugar en <strong>{courseTitle}</strong> está reservado desde el{" "}
        {registration.registeredAt}.
      </p>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Modalidad elegida: <strong>{registration.preferredModality}</strong> · Computadora portátil:{" "}
        <strong>{registration.hasLaptop ? "Sí" : "No"}</strong>
      </p>
      <div className="mt-8 rounded-xl bg-slate-50 p-6 text-left dark:bg-slate-800/60">
        <h2 className="mb-4 font-semibold text-slate-900 dark:text-white">
          Detalles del curso en vivo
        </h2>
        <LiveDetailsList details={details} />
      </div>
      <p className="mt-6 text-slate-600 dark:text-slate-400">
        Unos días antes del inicio te confirmaremos la asistencia y la modalidad.
      </p>
      <ContactLine phone={contactPhone} />
      <ScreenActions courseSlug={courseSlug} />
    </ScreenCard>
  );
}
