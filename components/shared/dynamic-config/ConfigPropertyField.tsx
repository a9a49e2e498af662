"use client";

import type { ArrayPath, Control, FieldPath, FieldValues } from "react-hook-form";
import { useTranslations } from "next-intl";
import {
  MultiSelectField,
  MultiValueField,
  NumberField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
  type BaseFieldProps,
} from "@/components/kit/form";
import { configFieldKind, isKnownConfigType, type ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { configFieldPath } from "@/lib/dynamic-config/configValues";
import { warnUnknownConfigType } from "@/lib/dynamic-config/unknownConfigType";
import { AttributeNameField } from "./AttributeNameField";
import { ClientPickDialog } from "./ClientPickDialog";
import { FileField } from "./FileField";
import { GroupPickDialog } from "./GroupPickDialog";
import { MapField } from "./MapField";
import { PickedValueField } from "./PickedValueField";
import { RolePickDialog } from "./RolePickDialog";
import { ScriptField } from "./ScriptField";
import { useConfigText } from "./useConfigText";
import { useReadOnly } from "@/components/kit/form/FormAccess";

export type ConfigPropertyFieldProps<T extends FieldValues> = {
  property: ConfigProperty;
  /** The form path of the config object the property's value lives under. */
  prefix: string;
  realm: string;
  control?: Control<T>;
  readOnly?: boolean;
};

/** One config property as the field its type asks for, bound under the config object. */
export function ConfigPropertyField<T extends FieldValues>({
  property,
  prefix,
  realm,
  control,
  readOnly,
}: ConfigPropertyFieldProps<T>) {
  const t = useTranslations();
  const text = useConfigText();
  const formReadOnly = useReadOnly();
  const name = property.name ?? "";
  const base: BaseFieldProps<T> = {
    name: configFieldPath(prefix, name) as FieldPath<T>,
    control,
    label: text(property.label) ?? name,
    help: text(property.helpText),
    required: property.required,
    readOnly: formReadOnly || readOnly || property.readOnly,
  };
  const options = (property.options ?? []).map((option) => ({ value: option, label: text(option) ?? option }));
  const kind = configFieldKind(property);
  if (!isKnownConfigType(property.type)) warnUnknownConfigType(property.type);

  switch (kind) {
    case "textarea":
      return <TextAreaField {...base} />;
    case "boolean":
      // "required" would refuse the off state, which is a value too
      return <SwitchField {...base} required={false} />;
    case "number": {
      const { min, max } = property;
      const rules = min === undefined ? undefined : { min: { value: min, message: t("valueTooSmall", { min }) } };
      return <NumberField {...base} min={min} max={max} rules={rules} />;
    }
    case "list":
      // a native select ignores readonly (the kit's SelectField stays changeable under a read-only Field)
      return base.readOnly ? <TextField {...base} /> : <SelectField {...base} options={options} />;
    case "multivaluedList":
      return <MultiSelectField {...base} options={options} />;
    case "multivaluedString":
      return <MultiValueField {...base} />;
    case "map":
      return <MapField<T> {...base} name={base.name as ArrayPath<T>} />;
    case "role":
      return (
        <PickedValueField
          {...base}
          pickLabel={t("selectRole")}
          renderDialog={(p) => <RolePickDialog realm={realm} {...p} />}
        />
      );
    case "group":
      return (
        <PickedValueField
          {...base}
          pickLabel={t("selectGroup")}
          renderDialog={(p) => <GroupPickDialog realm={realm} {...p} />}
        />
      );
    case "client":
      return (
        <PickedValueField
          {...base}
          pickLabel={t("selectClient")}
          renderDialog={(p) => <ClientPickDialog realm={realm} {...p} />}
        />
      );
    case "script":
      return <ScriptField {...base} />;
    case "file":
      return <FileField {...base} />;
    case "password":
      return <TextField {...base} type="password" autoComplete="new-password" />;
    case "userProfileAttribute":
      return <AttributeNameField {...base} realm={realm} />;
    case "url":
      return <TextField {...base} type="url" />;
    case "text":
      return <TextField {...base} />;
  }
}
