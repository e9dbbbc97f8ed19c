/**
 * The media bucket as both stacks know it, without a reference between them: the bucket lives in
 * the web stack (us-east-1, beside CloudFront), the functions that use it in the API stack (any
 * region). Both build the same name from the stage and the account.
 */
import { Stack } from 'aws-cdk-lib';
import { Grant, type IGrantable, type IRole } from 'aws-cdk-lib/aws-iam';
import { exportsPrefix, mediaKeyPrefix, uploadsPrefix } from '../../functions/src/platform/media/media.ts';
import type { Route } from '../../functions/src/routes.ts';
import { acknowledgeWildcardResource } from '../nag.ts';
import type { IConstruct } from 'constructs';

/** The bucket's region: CloudFront's, so the web stack holds it and serves it. */
export const mediaBucketRegion = 'us-east-1';

/** spices-<stage>-media-<account>: a fixed name, so the API stack in another region needs no cross-region reference. */
export function mediaBucketName(scope: IConstruct, stage: string): string {
  return `spices-${stage}-media-${Stack.of(scope).account}`;
}

/** Where the browser POSTs a photo (the presigned POST's URL, virtual-hosted in us-east-1); the CSP's connect-src names it. */
export function mediaUploadOrigin(bucketName: string): string {
  return `https://${bucketName}.s3.${mediaBucketRegion}.amazonaws.com`;
}

/**
 * What a media route's function may do in the bucket, and nothing else. Signing uploads needs
 * s3:PutObject on uploads/ (S3 checks the signer's rights when the browser's POST arrives); making
 * renditions reads and deletes uploads, and writes (and, after a failure, removes) under
 * spices/media/dishes/; removing a photo removes its renditions there; the reports' export writes and
 * reads (for its presigned link) under exports/, nothing else.
 */
export function grantMediaUse(fn: IGrantable & IConstruct & { role?: IRole }, bucketName: string, use: NonNullable<Route['media']>): void {
  const objects = (prefix: string) => `arn:${Stack.of(fn).partition}:s3:::${bucketName}/${prefix}*`;
  const uploads = objects(uploadsPrefix);
  const grant = (actions: string[], arn: string, reason: string) => {
    Grant.addToPrincipal({ grantee: fn, actions, resourceArns: [arn] });
    acknowledgeWildcardResource(fn.role!, arn, reason);
  };
  if (use === 'signsUploads') {
    grant(['s3:PutObject'], uploads, 'Each upload gets its own key (uploads/<ulid>) at the call; the presigned POST can only create keys under uploads/.');
  } else if (use === 'makesRenditions') {
    grant(['s3:GetObject', 's3:DeleteObject'], uploads, 'Reads and removes the upload it was given (uploads/<ulid>), whose key is only known at the call.');
    grant(
      ['s3:PutObject', 's3:DeleteObject'],
      objects(`${mediaKeyPrefix}dishes/`),
      "Writes a photo's renditions under spices/media/dishes/<dishId>/ with content-hashed names, and removes them when the photo could not be added.",
    );
  } else if (use === 'writesExports') {
    // S3 checks the signer's rights when the link is used: the presigned GET needs s3:GetObject there too.
    grant(
      ['s3:PutObject', 's3:GetObject'],
      objects(exportsPrefix),
      "Writes a large export under exports/<ulid>/ and signs the owner's 5-minute link to it; the key is made at the call.",
    );
  } else {
    grant(['s3:DeleteObject'], objects(`${mediaKeyPrefix}dishes/`), "Removes a removed photo's renditions, under spices/media/dishes/<dishId>/.");
  }
}
