import dev.attn.AttnException;
import dev.attn.Model;
import dev.attn.Translator;

/** Translates one sentence: java -Djava.library.path=DIR_OF_libattn_jni -cp ... Example MODEL.attn "Text." */
public final class Example {
  public static void main(String[] args) {
    try (Model model = Model.fromFile(args[0]); // verified; share one Model between threads
        Translator translator = Translator.create(model, new Translator.Options().beamSize(1))) {
      String german = translator.translate(args[1], partial -> {
        System.err.println("... " + partial); // every decoding step; return false to cancel
        return true;
      });
      System.out.println(german);
    } catch (AttnException e) { // e.status(): attn_status; e.getMessage(): what went wrong
      System.err.println(e.getMessage());
      System.exit(1);
    }
  }
}
