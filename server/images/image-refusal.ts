/** Why the image endpoint will not answer with an image: its status and a message for the JSON body. */
export class ImageRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 502 | 504,
    message: string,
  ) {
    super(message);
  }
}

export const refuse = (message: string) => new ImageRefusal(400, message);
