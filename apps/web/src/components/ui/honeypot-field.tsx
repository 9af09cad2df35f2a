/**
 * A form's trap for programs: a text field off screen and out of the accessibility tree, so people
 * never fill it; the API refuses a form that arrives with it filled.
 */
export function HoneypotField({ id, name, label }: { id: string; name: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
