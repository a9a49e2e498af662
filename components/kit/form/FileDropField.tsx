"use client";

import { Button, FileUpload, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { CloseIcon, UploadIcon } from "@/components/kit/ui/icons";

export type FileDropFieldProps = {
  label: string;
  /** The file types the picker offers and a drop accepts: MIME types or extensions (".csv"). */
  accept: string[];
  /** The chosen file; the field shows what it is given, so a caller may clear it. */
  file?: File;
  onChange(file: File | undefined): void;
};

/**
 * One file chosen by dropping it on the zone or with Browse, its name and size shown once chosen, with a button that
 * clears it. The zone itself is not a button (Browse is), so no control sits inside another.
 */
export function FileDropField({ label, accept, file, onChange }: FileDropFieldProps) {
  const t = useTranslations();
  return (
    <FileUpload.Root
      maxFiles={1}
      accept={accept}
      acceptedFiles={file ? [file] : []}
      onFileChange={(details) => onChange(details.acceptedFiles[0])}
      translations={{ dropzone: t("fileDropzone"), deleteFile: (chosen) => t("removeFile", { name: chosen.name }) }}
      gap="2"
    >
      <FileUpload.HiddenInput aria-label={label} />
      <FileUpload.Label>{label}</FileUpload.Label>
      <FileUpload.Dropzone disableClick role="group" width="full" minHeight="auto" py="5">
        <UploadIcon boxSize="6" color="fg.muted" />
        <FileUpload.DropzoneContent>
          <Stack gap="2" align="center">
            <Text>{t("fileDropHint")}</Text>
            <FileUpload.Trigger asChild>
              <Button variant="outline" size="sm">
                {t("browse")}
              </Button>
            </FileUpload.Trigger>
          </Stack>
        </FileUpload.DropzoneContent>
      </FileUpload.Dropzone>
      {file && (
        <FileUpload.ItemGroup>
          <FileUpload.Item file={file}>
            <FileUpload.ItemContent>
              <HStack gap="3">
                <FileUpload.ItemName />
                <FileUpload.ItemSizeText />
              </HStack>
            </FileUpload.ItemContent>
            <FileUpload.ItemDeleteTrigger asChild>
              <IconButton variant="ghost" size="xs">
                <CloseIcon />
              </IconButton>
            </FileUpload.ItemDeleteTrigger>
          </FileUpload.Item>
        </FileUpload.ItemGroup>
      )}
    </FileUpload.Root>
  );
}
