// "Import CSV": choose a file, check which column feeds which field, see what
// each row would do (new, update, or why it cannot), then hand the good rows
// to the module, whose RPC writes them all or none.

import { Alert, AlertDescription } from '@kit/ui/alert.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@kit/ui/dialog.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@kit/ui/table.tsx';
import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { FileInput } from '../ui/file-input.tsx';
import {
  acceptedRecords,
  autoMap,
  type ColumnMapping,
  type ImportField,
  mapRows,
  missingFields,
  type ParsedCsv,
  type PreviewRow,
  previewImport,
  readCsvFile,
  summarise,
  type ValidateImport,
} from './csv-import.ts';

/** Rows listed in the preview; the counts cover the whole file. */
const PREVIEW_LIMIT = 200;

const VERDICT = {
  new: { label: 'New', variant: 'default' },
  update: { label: 'Update', variant: 'secondary' },
  error: { label: 'Error', variant: 'destructive' },
} as const;

type Step<R> =
  | { kind: 'choose'; problems: string[] }
  | { kind: 'map'; parsed: ParsedCsv; mapping: ColumnMapping }
  | { kind: 'preview'; parsed: ParsedCsv; mapping: ColumnMapping; preview: PreviewRow<R>[] };

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function CsvImportDialog<R>(props: {
  /** Plural, lower case: "customers". */
  name: string;
  fields: readonly ImportField[];
  validate: ValidateImport<R>;
  /** Writes the accepted records (one RPC, all or nothing); a rejection is shown and nothing closes. */
  onImport: (records: R[]) => void | Promise<void>;
  /** Most data rows a file may have (default MAX_IMPORT_ROWS). */
  maxRows?: number;
  /**
   * Import nothing while any row has an error (the file is fixed and chosen again) instead of leaving
   * those rows out; the preview then lists the rows with errors first.
   */
  allOrNothing?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step<R>>({ kind: 'choose', problems: [] });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileId = useId();

  const reset = () => {
    setStep({ kind: 'choose', problems: [] });
    setError(null);
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const parsed = await readCsvFile(file, props.maxRows);
    if (parsed.headers.length === 0 || parsed.rows.length === 0)
      return setStep({
        kind: 'choose',
        problems: ['The file has no rows below its header line.', ...parsed.problems],
      });
    setStep({ kind: 'map', parsed, mapping: autoMap(parsed.headers, props.fields) });
  };
  const check = async (parsed: ParsedCsv, mapping: ColumnMapping) => {
    setBusy(true);
    setError(null);
    try {
      const preview = await previewImport(mapRows(parsed, mapping), props.validate);
      setStep({ kind: 'preview', parsed, mapping, preview });
    } catch (e) {
      setError(message(e));
    } finally {
      setBusy(false);
    }
  };
  const write = async (preview: PreviewRow<R>[]) => {
    setBusy(true);
    setError(null);
    try {
      const records = acceptedRecords(preview);
      await props.onImport(records);
      toast.success(`Imported ${records.length} ${props.name}`);
      setOpen(false);
      reset();
    } catch (e) {
      setError(message(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Upload aria-hidden="true" />
          Import CSV
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import {props.name}</DialogTitle>
          <DialogDescription>
            Nothing is saved until you confirm; then every accepted row is written, or none.
          </DialogDescription>
        </DialogHeader>

        {step.kind === 'choose' && (
          <div className="flex flex-col gap-2">
            <label htmlFor={fileId} className="text-sm font-medium">
              CSV file
            </label>
            <FileInput
              id={fileId}
              accept=".csv,text/csv"
              className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm"
              onChange={(e) => void choose(e.target.files?.[0])}
            />
            <p className="text-xs text-muted-foreground">The first line must name the columns.</p>
            {step.problems.map((p) => (
              <p key={p} className="text-sm text-destructive">
                {p}
              </p>
            ))}
          </div>
        )}

        {step.kind === 'map' && (
          <MappingStep
            fields={props.fields}
            parsed={step.parsed}
            mapping={step.mapping}
            onChange={(mapping) => setStep({ ...step, mapping })}
          />
        )}

        {step.kind === 'preview' && (
          <PreviewStep preview={step.preview} fields={props.fields} allOrNothing={props.allOrNothing} />
        )}

        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}

        <DialogFooter>
          {step.kind === 'map' && (
            <>
              <Button variant="outline" onClick={reset}>
                Choose another file
              </Button>
              <Button
                disabled={busy || missingFields(step.mapping, props.fields).length > 0}
                onClick={() => void check(step.parsed, step.mapping)}
              >
                Preview
              </Button>
            </>
          )}
          {step.kind === 'preview' &&
            (() => {
              const count = summarise(step.preview);
              const accepted = count.new + count.update;
              const blocked = props.allOrNothing === true && count.error > 0;
              return (
                <>
                  <Button
                    variant="outline"
                    onClick={() => setStep({ kind: 'map', parsed: step.parsed, mapping: step.mapping })}
                  >
                    Back
                  </Button>
                  {blocked && (
                    <Button variant="outline" onClick={reset}>
                      Choose the fixed file
                    </Button>
                  )}
                  <Button
                    disabled={busy || accepted === 0 || blocked}
                    onClick={() => void write(step.preview)}
                  >
                    Import {accepted} {accepted === 1 ? 'row' : 'rows'}
                  </Button>
                </>
              );
            })()}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function MappingStep(props: {
  fields: readonly ImportField[];
  parsed: ParsedCsv;
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}) {
  const missing = missingFields(props.mapping, props.fields);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        {props.parsed.rows.length} rows. Check which column of the file fills each field.
      </p>
      {props.parsed.problems.map((p) => (
        <p key={p} className="text-sm text-destructive">
          {p}
        </p>
      ))}
      <div className="grid gap-2 sm:grid-cols-2">
        {props.fields.map((field) => (
          <MappingField
            key={field.id}
            field={field}
            headers={props.parsed.headers}
            column={props.mapping[field.id] ?? null}
            onChange={(column) => props.onChange({ ...props.mapping, [field.id]: column })}
          />
        ))}
      </div>
      {missing.length > 0 && (
        <p className="text-sm text-destructive" role="status">
          Choose a column for {missing.map((f) => f.label).join(', ')}.
        </p>
      )}
    </div>
  );
}

function MappingField(props: {
  field: ImportField;
  headers: readonly string[];
  column: number | null;
  onChange: (column: number | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {props.field.label}
        {props.field.required && <span className="text-destructive"> (required)</span>}
      </label>
      <NativeSelect
        id={id}
        value={props.column === null ? '' : String(props.column)}
        onChange={(e) => props.onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">— not imported —</option>
        {props.headers.map((h, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two columns may share a header
          <option key={i} value={i}>
            {h || `Column ${i + 1}`}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function PreviewStep<R>(props: {
  preview: PreviewRow<R>[];
  fields: readonly ImportField[];
  allOrNothing?: boolean;
}) {
  const count = summarise(props.preview);
  const shown = props.fields.slice(0, 3);
  // All or nothing: the rows to fix come first, so none hides past the listed ones.
  const listed = props.allOrNothing
    ? [
        ...props.preview.filter((p) => p.verdict.kind === 'error'),
        ...props.preview.filter((p) => p.verdict.kind !== 'error'),
      ]
    : props.preview;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm" role="status">
        {count.new} new · {count.update} {count.update === 1 ? 'update' : 'updates'} · {count.error}{' '}
        {count.error === 1 ? 'error' : 'errors'}
        {count.error > 0 && !props.allOrNothing && (
          <span className="text-muted-foreground"> — rows with errors are left out</span>
        )}
      </p>
      {count.error > 0 && props.allOrNothing && (
        <p className="text-sm text-destructive">
          Nothing is imported while any row has an error: fix {count.error === 1 ? 'that row' : 'those rows'}{' '}
          in the file, then choose it again.
        </p>
      )}
      <div className="max-h-80 overflow-y-auto rounded-md border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Line</TableHead>
              <TableHead scope="col">Result</TableHead>
              {shown.map((f) => (
                <TableHead key={f.id} scope="col" className="hidden sm:table-cell">
                  {f.label}
                </TableHead>
              ))}
              <TableHead scope="col">Reason</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {listed.slice(0, PREVIEW_LIMIT).map(({ row, verdict }) => (
              <TableRow key={row.line}>
                <TableCell className="tabular-nums">{row.line}</TableCell>
                <TableCell>
                  <Badge variant={VERDICT[verdict.kind].variant}>{VERDICT[verdict.kind].label}</Badge>
                </TableCell>
                {shown.map((f) => (
                  <TableCell key={f.id} className="hidden max-w-40 truncate sm:table-cell">
                    {row.values[f.id]}
                  </TableCell>
                ))}
                {verdict.kind === 'error' ? (
                  <TableCell className="text-destructive">{verdict.reason}</TableCell>
                ) : (
                  <TableCell className="text-muted-foreground">{verdict.note ?? ''}</TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {props.preview.length > PREVIEW_LIMIT && (
        <p className="text-xs text-muted-foreground">
          The first {PREVIEW_LIMIT} of {props.preview.length} rows are listed; the counts cover them all.
        </p>
      )}
    </div>
  );
}
